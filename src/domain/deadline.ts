/** Whole days from today (UTC) to a YYYY-MM-DD due date; negative when overdue. */
export function daysLeft(dueDate: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const [y, m, d] = dueDate.slice(0, 10).split('-').map(Number);
  return Math.round((Date.UTC(y!, m! - 1, d!) - today) / 86_400_000);
}

function days(n: number): string {
  return n === 1 ? '1 day' : `${n} days`;
}

/** "due in 3 days", "due today", "due tomorrow", "overdue by 2 days". */
export function deadlineLabel(left: number): string {
  if (left < 0) return `overdue by ${days(-left)}`;
  if (left === 0) return 'due today';
  if (left === 1) return 'due tomorrow';
  return `due in ${days(left)}`;
}

/** Score-style colour band of a deadline: red when overdue or within a day, amber within 3. */
export function deadlineBand(left: number): 'danger' | 'warning' | 'ok' {
  if (left <= 1) return 'danger';
  if (left <= 3) return 'warning';
  return 'ok';
}
