import type { EmailAnalysis } from '../../domain/email-analysis';
import type { AppContext } from '../app-context';
import { askWithFallback } from '../ai/ask-with-fallback';
import { AppError, rateLimited } from '../http/app-error';
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

/**
 * E-mails of one user analysed or waiting for the analysis thread at once. A seller pastes one
 * at a time; the cap keeps one account from filling the thread's queue (each paste may run to
 * the time limit) while everyone else's analyses wait behind it.
 */
export const MAX_ANALYSES_PER_USER = 2;
export const ANALYSES_WAITING_MESSAGE =
  'Your other e-mails are still being analysed. Please wait for them to finish and try again.';
const analysesByUser = new Map<string, number>();

/** Counts one more of the user's analyses (429 past the cap); the returned call ends it. */
function takeAnalysisSlot(userId: string | undefined): () => void {
  if (!userId) return () => undefined;
  const running = analysesByUser.get(userId) ?? 0;
  if (running >= MAX_ANALYSES_PER_USER) throw rateLimited(ANALYSES_WAITING_MESSAGE, 1);
  analysesByUser.set(userId, running + 1);
  return () => {
    const left = (analysesByUser.get(userId) ?? 1) - 1;
    if (left > 0) analysesByUser.set(userId, left);
    else analysesByUser.delete(userId);
  };
}

/** The built-in analysis, off the event loop and time-limited; a stopped one is the paste's fault. */
async function analyzeBuiltIn(
  ctx: AppContext,
  content: string,
  options: { field: string; userId: string | undefined },
): Promise<EmailAnalysis> {
  const release = takeAnalysisSlot(options.userId);
  try {
    return await analyzeEmailInThread(content, ctx.now(), ctx.config.analysisTimeLimitMs);
  } catch (error) {
    if (!(error instanceof TextAnalysisStoppedError)) throw error;
    throw new AppError('VALIDATION_FAILED', ANALYSIS_STOPPED_MESSAGE, {
      fields: { [options.field]: ANALYSIS_STOPPED_MESSAGE },
    });
  } finally {
    release();
  }
}

/**
 * E-mail analysis through the admin's default provider. The built-in analysis always runs
 * first: it picks the category's prompt, anchors the suggested documents, and is what the
 * seller gets when the provider fails (said so in analysisText, and recorded for admins).
 * The answer is validated field by field and merged over the built-in analysis. A built-in
 * analysis stopped at its time limit is a 400 on the request's `field` (the pasted e-mail); past
 * MAX_ANALYSES_PER_USER of `userId`'s at once, a 429.
 */
export async function analyzeEmailWithDefaultProvider(
  ctx: AppContext,
  content: string,
  options: { field?: string; userId?: string } = {},
): Promise<EmailAnalysis> {
  const builtin = await analyzeBuiltIn(ctx, content, {
    field: options.field ?? 'content',
    userId: options.userId,
  });
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
