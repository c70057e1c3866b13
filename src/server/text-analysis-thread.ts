import type { EmailAnalysis } from '../domain/email-analysis';
import type { DocumentScore, ScoringInput } from './documents/document-scoring';
import { siblingModule, TaskThread } from './threads/task-thread';

export type TextAnalysisInput =
  { task: 'email'; content: string; today: Date } | { task: 'document'; scoring: ScoringInput };
export type TextAnalysisOutput =
  | { task: 'email'; analysis: EmailAnalysis }
  | { task: 'document'; score: DocumentScore; covers: string[] };

/** The analysis was stopped at its time limit or memory bound: about the text, never retried. */
export class TextAnalysisStoppedError extends Error {}

/** The analyzer's model and patterns need little; a runaway input is stopped well before this. */
const THREAD_HEAP_MB = 256;
/** An idle thread is ended, so a quiet server (or a test run) holds no thread open. */
const IDLE_MS = 60_000;

const seconds = (ms: number) => {
  const value = Math.round(ms) / 1000;
  return `${value} second${value === 1 ? '' : 's'}`;
};

const thread = new TaskThread<TextAnalysisInput, TextAnalysisOutput>({
  moduleUrl: siblingModule('text-analysis.worker', import.meta.url),
  heapMb: THREAD_HEAP_MB,
  idleMs: IDLE_MS,
  tooLong: (timeLimitMs) =>
    new TextAnalysisStoppedError(
      `Reading this text took longer than ${seconds(timeLimitMs)} and was stopped`,
    ),
  outOfMemory: () => new TextAnalysisStoppedError('Reading this text needed too much memory'),
  failed: (message) => new Error(`Text analysis failed: ${message}`),
});

/**
 * The built-in e-mail analysis, run off the API's event loop: every other request is answered
 * while it runs, and it is stopped (TextAnalysisStoppedError) past `timeLimitMs`.
 */
export async function analyzeEmailInThread(
  content: string,
  today: Date,
  timeLimitMs: number,
): Promise<EmailAnalysis> {
  const output = await thread.run({ task: 'email', content, today }, timeLimitMs);
  if (output.task !== 'email') throw new Error('Text analysis answered another task');
  return output.analysis;
}

/** A document's score and the requirements its text covers, off the event loop, time-limited. */
export async function scoreDocumentInThread(
  scoring: ScoringInput,
  timeLimitMs: number,
): Promise<{ score: DocumentScore; covers: string[] }> {
  const output = await thread.run({ task: 'document', scoring }, timeLimitMs);
  if (output.task !== 'document') throw new Error('Text analysis answered another task');
  return { score: output.score, covers: output.covers };
}

/** Ends the text-analysis thread (shutdown, tests). */
export function closeTextAnalysisThread(): Promise<void> {
  return thread.close();
}
