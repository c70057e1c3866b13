/** Spec §9: follow up 3 to 5 business days after a submission. */
export const FOLLOW_UP_BUSINESS_DAYS = { from: 3, to: 5 } as const;

function addBusinessDays(start: Date, days: number): Date {
  const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()));
  let added = 0;
  while (added < days) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) added += 1;
  }
  return date;
}

/** The window (YYYY-MM-DD, inclusive) in which to chase Amazon about a submission. */
export function followUpWindow(submittedAt: Date): { from: string; to: string } {
  return {
    from: addBusinessDays(submittedAt, FOLLOW_UP_BUSINESS_DAYS.from).toISOString().slice(0, 10),
    to: addBusinessDays(submittedAt, FOLLOW_UP_BUSINESS_DAYS.to).toISOString().slice(0, 10),
  };
}
