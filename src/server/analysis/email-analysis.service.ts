import type { EmailAnalysis } from '../../domain/email-analysis';
import { analyzeEmail } from './analyze-email';
import type { AppContext } from '../app-context';
import { askWithFallback } from '../ai/ask-with-fallback';
import {
  EMAIL_ANSWER_FORMAT,
  emailAnswerSchema,
  emailUserMessage,
  mergeAnalysis,
  withFallbackNote,
} from './email-answer';

export const EMAIL_ANALYSIS_OPERATION = 'email-analysis';

/**
 * E-mail analysis through the admin's default provider. The built-in analysis always runs
 * first: it picks the category's prompt, anchors the suggested documents, and is what the
 * seller gets when the provider fails (said so in analysisText, and recorded for admins).
 * The answer is validated field by field and merged over the built-in analysis.
 */
export async function analyzeEmailWithDefaultProvider(
  ctx: AppContext,
  content: string,
): Promise<EmailAnalysis> {
  const builtin = analyzeEmail(content, { today: ctx.now() });
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
