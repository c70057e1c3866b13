import { z } from 'zod';
import type { AppContext } from '../app-context';
import { recordDocumentCovers, refreshCaseModelById } from '../case-model/case-model';
import { kindOfMimeType } from '../files/file-sniff';
import { extractText, type ExtractedText } from '../files/extraction/extract-text';
import { ExtractionRefusedError } from '../files/extraction/extraction-limits';
import { EngineFailure, EngineRefusal } from '../files/extraction/isolated-engine';
import { StoredFileMissingError } from '../files/storage';
import { scoreDocumentInThread, TextAnalysisStoppedError } from '../text-analysis-thread';
import { PermanentJobError, type JobHandlers } from '../jobs/job-worker';
import { DOCUMENT_ANALYSIS_JOB } from './document-job-kind';
import { scoreWithDefaultProvider } from './document-llm';
import * as repo from './documents.repository';

export const ANALYSIS_FAILED_FEEDBACK = 'Failed to analyze document';
const payloadSchema = z.object({ documentId: z.string() });

/**
 * A failure whose message is fit for the seller to read on the document. It is about the file
 * itself, so another attempt would fail the same way (or crash its reader again): never retried.
 */
export class DocumentAnalysisError extends PermanentJobError {}

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

async function extract(ctx: AppContext, row: repo.DocumentRow): Promise<ExtractedText> {
  const kind = kindOfMimeType(row.mimeType);
  if (!kind) throw new DocumentAnalysisError('The file type cannot be analysed');
  let bytes: Uint8Array;
  try {
    bytes = await readAll(await ctx.files.documents.get(row.storageKey));
  } catch (error) {
    if (error instanceof StoredFileMissingError)
      throw new DocumentAnalysisError('The uploaded file is missing');
    throw error;
  }
  try {
    return await extractText(kind, bytes, ctx.config.extraction);
  } catch (error) {
    // Past a size bound, or the reader was stopped for time or memory: say which.
    if (
      error instanceof ExtractionRefusedError ||
      error instanceof EngineRefusal ||
      (error instanceof EngineFailure && error.reason !== 'crashed')
    ) {
      throw new DocumentAnalysisError(error.message);
    }
    throw new DocumentAnalysisError(
      `The file could not be read as ${kind === 'jpeg' || kind === 'png' ? 'an image' : `a ${kind.toUpperCase()} file`}`,
    );
  }
}

/** Scores the text off the event loop; a text whose reading was stopped fails this document only. */
async function scoreText(ctx: AppContext, scoring: Parameters<typeof scoreDocumentInThread>[0]) {
  try {
    return await scoreDocumentInThread(scoring, ctx.config.analysisTimeLimitMs);
  } catch (error) {
    if (error instanceof TextAnalysisStoppedError)
      throw new DocumentAnalysisError(`${error.message}; upload a shorter or cleaner file`);
    throw error;
  }
}

/** The job: read the file's text off the main thread, score it, store the result on the document. */
export async function analyzeDocument(ctx: AppContext, documentId: string): Promise<void> {
  const row = await repo.findDocument(ctx.db, documentId);
  // Deleted since the job was queued: nothing to do.
  if (!row) return;
  const caseContext = await repo.findCaseContext(ctx.db, row.caseId);
  if (!caseContext) return;
  const extracted = await extract(ctx, row);
  const { score: builtin, covers } = await scoreText(ctx, {
    type: row.type,
    text: extracted.text,
    context: caseContext,
    today: ctx.now(),
    image: extracted.image,
    isScannedWithoutText: extracted.isScannedWithoutText,
  });
  const { score, provider } = await scoreWithDefaultProvider(ctx, {
    type: row.type,
    text: extracted.text,
    context: caseContext,
    builtin,
  });
  await ctx.db.transaction().execute(async (trx) => {
    await repo.saveAnalysis(trx, documentId, {
      ...score,
      extractedText: extracted.text,
      analysisProvider: provider,
      analyzedAt: ctx.now().toISOString(),
    });
    await recordDocumentCovers(trx, documentId, covers);
    await refreshCaseModelById(trx, row.caseId, ctx.now());
  });
}

/** Give to the job worker: `startJobWorker(ctx, documentJobHandlers)`. */
export const documentJobHandlers: JobHandlers = {
  [DOCUMENT_ANALYSIS_JOB]: {
    run: (ctx, payload) => analyzeDocument(ctx, payloadSchema.parse(payload).documentId),
    onGiveUp: async (ctx, payload, error) => {
      const parsed = payloadSchema.safeParse(payload);
      if (!parsed.success) return;
      const reason =
        error instanceof DocumentAnalysisError ? error.message : 'An unexpected error occurred';
      await repo.markFailed(ctx.db, parsed.data.documentId, {
        error: `${ANALYSIS_FAILED_FEEDBACK}: ${reason}`,
        feedback: ANALYSIS_FAILED_FEEDBACK,
      });
    },
  },
};
