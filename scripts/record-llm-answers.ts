/**
 * Writes src/server/analysis/corpus/llm-answers.json: for each TEST-split notice, the answer a
 * correct LLM would give, BUILT FROM THE LABELS (not recorded from a real provider, which this
 * machine cannot reach). `npm run bench:analysis -- --llm` replays them through the fake
 * provider server and the real HTTP client, zod validation and merge, so the bench measures
 * that path, not a model. Run: npx tsx scripts/record-llm-answers.ts
 */
import { writeFileSync } from 'node:fs';
import { llmAnswersPath } from './bench/llm-replay';
import { realBySplit } from '../src/server/analysis/corpus/load-corpus';
import { issueLabels } from '../src/server/analysis/identify-issue';
import type { EmailAnswer } from '../src/server/analysis/email-answer';

const answers: Record<string, EmailAnswer> = {};
for (const email of realBySplit().test) {
  answers[email.id] = {
    caseType: email.caseType ?? 'Suppression',
    category: email.category,
    kind: email.kind ?? 'initial',
    confidence: 0.9,
    identifiedIssue: issueLabels[email.issue],
    analysisText: `Answer built from the corpus labels for ${email.id}.`,
    asins: email.asins,
    deadline: email.deadline.date,
    requestedDocuments: email.documents,
    withdrawnDocuments: [],
  };
}
writeFileSync(
  llmAnswersPath,
  `${JSON.stringify(
    {
      description:
        'Synthetic LLM answers built from the test-split labels by scripts/record-llm-answers.ts; not output of a real model. Replayed by npm run bench:analysis -- --llm to exercise the provider HTTP path.',
      answers,
    },
    null,
    2,
  )}\n`,
);
console.log(`llm-answers.json: ${Object.keys(answers).length} answers`);
