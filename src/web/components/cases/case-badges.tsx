import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { CaseType } from '../../../domain/case';
import type { CaseStatus } from '../../../domain/case-status';
import { Badge, type BadgeVariant } from '../badge';

const typeVariants: Record<CaseType, BadgeVariant> = {
  Suppression: 'danger',
  'FBA Lock': 'warning',
  'ASIN Request': 'info',
};

const statusVariants: Record<CaseStatus, BadgeVariant> = {
  New: 'indigo',
  'In Progress': 'teal',
  'Documentation Needed': 'orange',
  'Submitted to Amazon': 'purple',
  Rejected: 'danger',
  Approved: 'success',
  Closed: 'gray',
};

// Spec §2: Approved a success icon, Rejected an error icon, In Progress and Submitted a clock.
const statusIcons: Partial<Record<CaseStatus, typeof Clock>> = {
  Approved: CircleCheck,
  Rejected: CircleX,
  'In Progress': Clock,
  'Submitted to Amazon': Clock,
};

export function CaseTypeBadge({ caseType }: { caseType: CaseType }) {
  // Square with a ring, so a case type never reads as a status pill of the same colour.
  return (
    <Badge
      variant={typeVariants[caseType]}
      data-case-type={caseType}
      className="rounded-md ring-1 ring-current/30 ring-inset"
    >
      {caseType}
    </Badge>
  );
}

export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const Icon = statusIcons[status];
  return (
    <Badge variant={statusVariants[status]} data-status={status}>
      {Icon && <Icon aria-hidden="true" className="h-3.5 w-3.5" />}
      {status}
    </Badge>
  );
}
