import type { Importance } from '../../../domain/email-analysis';
import { Badge, type BadgeVariant } from '../badge';

// Critical red, High orange, Medium yellow, Low gray.
const variants: Record<Importance, BadgeVariant> = {
  Critical: 'danger',
  High: 'orange',
  Medium: 'warning',
  Low: 'gray',
};

export function ImportanceBadge({ importance }: { importance: Importance }) {
  return (
    <Badge variant={variants[importance]} data-importance={importance}>
      {importance}
    </Badge>
  );
}
