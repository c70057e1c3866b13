import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EmailAnalysis } from '../../src/domain/email-analysis';
import {
  EMAIL_ANSWER_FORMAT,
  emailAnswerSchema,
  emailUserMessage,
  mergeAnalysis,
} from '../../src/server/analysis/email-answer';
import { completeStructured } from '../../src/server/ai/provider';
import { startFakeProviderServer } from '../../src/server/ai/test-support/fake-provider-server';
import { analyzeEmail } from '../../src/server/analysis/analyze-email';
import type { LabelledEmail } from '../../src/server/analysis/corpus/load-corpus';

export const llmAnswersPath = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../src/server/analysis/corpus/llm-answers.json',
);

/**
 * Replays the recorded answers through the fake OpenAI-compatible server: each e-mail goes
 * through the same HTTP client, validation and merge as a configured provider.
 */
export async function startLlmReplay(): Promise<{
  analyze: (email: LabelledEmail) => Promise<EmailAnalysis>;
  close: () => Promise<void>;
}> {
  const { answers } = JSON.parse(readFileSync(llmAnswersPath, 'utf8')) as {
    answers: Record<string, unknown>;
  };
  const fake = await startFakeProviderServer({ models: ['gpt-4o-mini'] });
  return {
    analyze: async (email) => {
      const today = new Date(`${email.today}T00:00:00Z`);
      const builtin = analyzeEmail(email.content, { today });
      if (!(email.id in answers)) throw new Error(`No recorded answer for ${email.id}`);
      fake.script({ type: 'success', answer: answers[email.id] });
      // The provider call and merge of the product path, without its settings and fallback.
      const answer = await completeStructured(
        {
          provider: 'openai',
          apiKey: fake.apiKey,
          model: 'gpt-4o-mini',
          baseUrl: `${fake.url}/v1`,
        },
        {
          system: `Analyse the notice.\n\n${EMAIL_ANSWER_FORMAT}`,
          user: emailUserMessage(email.content, email.today),
          schema: emailAnswerSchema,
          maxTokens: 1500,
          temperature: 0,
          timeoutMs: 5000,
        },
      );
      return mergeAnalysis(builtin, answer, email.content, 'openai');
    },
    close: () => fake.close(),
  };
}
