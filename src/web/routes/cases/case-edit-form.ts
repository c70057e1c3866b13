import { z } from 'zod';
import { caseFieldsSchema, type CaseUpdate } from '../../../domain/case';
import { caseStatuses, statusTransitions, type CaseStatus } from '../../../domain/case-status';
import { toPercent } from '../../../domain/score-bands';
import type { CaseDetail } from '../../../domain/case-detail';

const PERCENT_MESSAGE = 'Success probability must be between 0 and 100';

/**
 * The domain's case fields with the form's two differences: the probability is typed as a
 * percentage, and an empty deadline means none. Every other message is the domain's.
 */
export const caseEditFormSchema = caseFieldsSchema
  .omit({ probabilityScore: true, dueDate: true })
  .extend({
    probabilityPercent: z
      .number({ error: PERCENT_MESSAGE })
      .min(0, PERCENT_MESSAGE)
      .max(100, PERCENT_MESSAGE),
    dueDate: z.union([z.literal(''), caseFieldsSchema.shape.dueDate.unwrap()]),
    status: z.enum(caseStatuses),
  });

export type CaseEditInput = z.input<typeof caseEditFormSchema>;
export type CaseEditOutput = z.output<typeof caseEditFormSchema>;

export function editDefaultsOf(item: CaseDetail): CaseEditInput {
  return {
    title: item.title,
    description: item.description,
    asin: item.asin,
    sellerId: item.sellerId,
    caseType: item.caseType,
    probabilityPercent: toPercent(item.probabilityScore),
    dueDate: item.dueDate ?? '',
    status: item.status,
  };
}

export function toCaseUpdate({
  probabilityPercent,
  dueDate,
  ...fields
}: CaseEditOutput): CaseUpdate {
  return { ...fields, probabilityScore: probabilityPercent / 100, dueDate: dueDate || null };
}

/** The status select offers the current status and the workflow's legal moves from it. */
export function statusChoicesFrom(current: CaseStatus): CaseStatus[] {
  return [current, ...statusTransitions[current]];
}
