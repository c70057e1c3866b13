import { z } from 'zod';
import type { Case } from '../../domain/case';
import type { CaseDocument } from '../../domain/document';
import { documentTypeLabels } from '../../domain/document';
import type { EmailAnalysis } from '../../domain/email-analysis';
import { askWithFallback } from '../ai/ask-with-fallback';
import { promptCategoryOf } from '../ai/prompt-category';
import type { AppContext } from '../app-context';
import { draftPlanOfAction, type PlanOfAction } from './plan-of-action';

export const PLAN_OF_ACTION_OPERATION = 'plan-of-action';

const item = z.string().trim().min(1).max(600);
export const planOfActionAnswerSchema = z.object({
  rootCause: z.string().trim().min(1).max(2000),
  correctiveActions: z.array(item).min(1).max(10),
  preventiveMeasures: z.array(item).min(1).max(10),
});
export type PlanOfActionAnswer = z.infer<typeof planOfActionAnswerSchema>;

const PLAN_OF_ACTION_FORMAT = `Write the Plan of Action the seller will send to Amazon Seller Performance for this case.
Use only the facts given below; never invent facts (dates, names, numbers, supplier details, what went wrong).
Where a fact only the seller knows is needed, write a placeholder in square brackets, e.g. [what went wrong and why].
Answer with one JSON object and nothing else:
{
  "rootCause": one paragraph: what Amazon's notice concerns and the root cause, placeholders for what is unknown,
  "correctiveActions": 1 to 10 sentences, the corrective actions taken (mention each enclosed document),
  "preventiveMeasures": 1 to 10 sentences, the preventive measures that stop it happening again
}`;

function userMessage(c: Case, analysis: EmailAnalysis | null, documents: CaseDocument[]): string {
  const usable = documents.filter((d) => d.status !== 'failed');
  const docs = usable.map(
    (d) =>
      `- "${d.name}" (${documentTypeLabels[d.type]})${d.feedback ? `: ${d.feedback.slice(0, 300)}` : ''}` +
      `${d.missingElements.length ? ` Missing: ${d.missingElements.slice(0, 6).join('; ')}.` : ''}`,
  );
  return [
    `Case type: ${c.caseType}; title "${c.title}"; ASIN ${c.asin}; seller ID ${c.sellerId}.`,
    `Case description: ${c.description.slice(0, 2000)}`,
    analysis
      ? `Identified issue: ${analysis.identifiedIssue}`
      : 'No Amazon notice has been analysed for this case.',
    ...(analysis?.keyIssues.length
      ? [
          "Key issues quoted from Amazon's notice:",
          ...analysis.keyIssues.slice(0, 8).map((k) => `- ${k.slice(0, 400)}`),
        ]
      : []),
    usable.length ? 'Enclosed documents:' : 'No documents are enclosed yet.',
    ...docs,
  ].join('\n');
}

/**
 * The Plan of Action, drafted by the admin's default provider when one is configured with a
 * key. The built-in draft is made first: it gives the issue and the enclosures (facts, never
 * the model's), and is what the seller gets when the provider is off or fails (recorded).
 */
export async function draftPlanOfActionWithDefaultProvider(
  ctx: AppContext,
  c: Case,
  analysis: EmailAnalysis | null,
  documents: CaseDocument[],
): Promise<PlanOfAction> {
  const builtin = draftPlanOfAction(c, analysis, documents);
  const result = await askWithFallback(ctx, {
    operation: PLAN_OF_ACTION_OPERATION,
    category: analysis?.category ?? promptCategoryOf(c.caseType),
    format: PLAN_OF_ACTION_FORMAT,
    user: userMessage(c, analysis, documents),
    schema: planOfActionAnswerSchema,
    builtIn: builtin,
    fromAnswer: (answer): PlanOfAction => ({
      issue: builtin.issue,
      rootCause: answer.rootCause,
      correctiveActions: answer.correctiveActions,
      preventiveMeasures: answer.preventiveMeasures,
      enclosures: builtin.enclosures,
    }),
  });
  return result.value;
}
