import { clsx } from 'clsx';
import { Button } from '../button';

export interface FormActionsProps {
  onCancel: () => void;
  submitLabel: string;
  /** Said on the button while the change is under way, e.g. "Saving...". */
  pendingLabel: string;
  isPending: boolean;
  /** Without it the button submits the form around it; with it, a plain confirm button. */
  onConfirm?: () => void;
  isDanger?: boolean;
  /** Disabled for another reason than the change being under way (e.g. invalid input). */
  isBlocked?: boolean;
  isCancelDisabled?: boolean;
  className?: string;
}

/** Cancel and the action, at the end of a dialog or an inline form. */
export function FormActions({
  onCancel,
  submitLabel,
  pendingLabel,
  isPending,
  onConfirm,
  isDanger = false,
  isBlocked = false,
  isCancelDisabled,
  className,
}: FormActionsProps) {
  return (
    <div className={clsx('flex justify-end gap-2', className)}>
      <Button variant="outline" onClick={onCancel} disabled={isCancelDisabled}>
        Cancel
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={isDanger ? 'danger' : undefined}
        onClick={onConfirm}
        disabled={isPending || isBlocked}
      >
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
