// Spec §9: US English, short month, day, year; the date-time variant adds 2-digit hour and minute.
//
// formatDate writes en-US by hand: the first Intl.DateTimeFormat of a page loads the locale's
// data, about 80 ms of main thread on a laptop and four times that on Lighthouse's phone, and
// the case list and dashboard only ever need "Nov 3, 2026". dates.test.ts holds it to Intl's output.
const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

let dateTimeFormat: Intl.DateTimeFormat | undefined;

export function formatDate(iso: string): string {
  // A bare YYYY-MM-DD is a calendar date, not midnight UTC; read it as local so it doesn't shift.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00`) : new Date(iso);
  // As Intl's format does for an unreadable date.
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${SHORT_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

export function formatDateTime(iso: string): string {
  // Created on first use, for the reason above: the screens that show times are not first loads.
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dateTimeFormat.format(new Date(iso));
}
