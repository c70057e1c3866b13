import type { EmailAnalysis } from '../../domain/email-analysis';
import type { AppContext } from '../app-context';
import { askWithFallback } from '../ai/ask-with-fallback';
import { AppError } from '../http/app-error';
import { analyzeEmailInThread, TextAnalysisStoppedError } from '../text-analysis-thread';
import {
  EMAIL_ANSWER_FORMAT,
  emailAnswerSchema,
  emailUserMessage,
  mergeAnalysis,
  withFallbackNote,
} from './email-answer';

export const EMAIL_ANALYSIS_OPERATION = 'email-analysis';

export const ANALYSIS_STOPPED_MESSAGE =
  'This e-mail took too long to analyse and was stopped. Paste only the Amazon notice, without long runs of repeated characters, and try again.';

/** The built-in analysis, off the event loop and time-limited; a stopped one is the paste's fault. */
async function analyzeBuiltIn(
  ctx: AppContext,
  content: string,
  field: string,
): Promise<EmailAnalysis> {
  try {
    return await analyzeEmailInThread(content, ctx.now(), ctx.config.analysisTimeLimitMs);
  } catch (error) {
    if (!(error instanceof TextAnalysisStoppedError)) throw error;
    throw new AppError('VALIDATION_FAILED', ANALYSIS_STOPPED_MESSAGE, {
      fields: { [field]: ANALYSIS_STOPPED_MESSAGE },
    });
  }
}

/**
 * E-mail analysis through the admin's default provider. The built-in analysis always runs
 * first: it picks the category's prompt, anchors the suggested documents, and is what the
 * seller gets when the provider fails (said so in analysisText, and recorded for admins).
 * The answer is validated field by field and merged over the built-in analysis. A built-in
 * analysis stopped at its time limit is a 400 on the request's `field` (the pasted e-mail).
 */
export async function analyzeEmailWithDefaultProvider(
  ctx: AppContext,
  content: string,
  options: { field?: string } = {},
): Promise<EmailAnalysis> {
  const builtin = await analyzeBuiltIn(ctx, content, options.field ?? 'content');
  const result = await askWithFallback(ctx, {
    operation: EMAIL_ANALYSIS_OPERATION,
    category: builtin.category,
    format: EMAIL_ANSWER_FORMAT,
    user: emailUserMessage(content, ctx.now().toISOString().slice(0, 10)),
    schema: emailAnswerSchema,
    builtIn: builtin,
    fromAnswer: (answer, provider) => mergeAnalysis(builtin, answer, content, provider),
  });
  return result.source === 'builtin' && result.hasFailed ? withFallbackNote(builtin) : result.value;
}
