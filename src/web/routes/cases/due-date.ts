import { URGENT_WITHIN_DAYS } from '../../../domain/case-list-options';

export type DueState = 'overdue' | 'soon' | 'later';

const DAY_MS = 86_400_000;

/** Same calendar arithmetic as the server's urgent filter: UTC dates, deadline within 3 days. */
export function dueStateOf(dueDate: string, now: Date = new Date()): DueState {
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + URGENT_WITHIN_DAYS * DAY_MS).toISOString().slice(0, 10);
  if (dueDate < today) return 'overdue';
  return dueDate <= horizon ? 'soon' : 'later';
}
