import { clsx } from 'clsx';
import { CalendarClock } from 'lucide-react';
import { formatDate } from '../../../domain/dates';
import { daysLeft as daysLeftOf, deadlineBand, deadlineLabel } from '../../../domain/deadline';

const bandClasses = {
  danger: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  ok: 'border-green-200 bg-green-50 text-green-800',
} as const;

/** "Due in 3 days" / "Overdue by 2 days", coloured like scores: red, amber, green. */
export function DeadlineChip({
  dueDate,
  daysLeft,
  className,
}: {
  dueDate: string;
  daysLeft?: number | null;
  className?: string;
}) {
  const left = daysLeft ?? daysLeftOf(dueDate, new Date());
  const band = deadlineBand(left);
  const label = deadlineLabel(left);
  return (
    <span
      data-deadline-band={band}
      title={`Response deadline: ${formatDate(dueDate)}`}
      className={clsx(
        'inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium',
        bandClasses[band],
        className,
      )}
    >
      <CalendarClock aria-hidden="true" className="h-3.5 w-3.5" />
      {label.charAt(0).toUpperCase() + label.slice(1)}
    </span>
  );
}
