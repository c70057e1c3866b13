import type { CaseUpdate } from '../../domain/case';
import type { CaseRow } from '../case-access/case-row';

const fieldLabels = {
  title: 'Title',
  description: 'Description',
  asin: 'ASIN',
  sellerId: 'Seller ID',
  caseType: 'Case type',
  probabilityScore: 'Success probability',
  dueDate: 'Response deadline',
} as const;

type EditableField = keyof typeof fieldLabels;

/** The fields whose value actually changes, so a no-op save leaves no history entry. */
export function changedFields(current: CaseRow, update: CaseUpdate): EditableField[] {
  return (Object.keys(fieldLabels) as EditableField[]).filter(
    (field) => update[field] !== undefined && update[field] !== current[field],
  );
}

/** "Title and description updated by Dana" */
export function describeFieldChanges(fields: EditableField[], actorName: string): string {
  const labels = fields.map((f, i) =>
    i === 0 ? fieldLabels[f] : fieldLabels[f].replace(/^[A-Z][a-z]/, (s) => s.toLowerCase()),
  );
  const list =
    labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  return `${list} updated by ${actorName}`;
}
