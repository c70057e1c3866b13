import { ArrowRightCircle } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  useAcceptStatusProposal,
  useDismissStatusProposal,
  useStatusProposals,
} from '../../api/status-proposals';
import { Button } from '../../components/button';

/**
 * A status change Amazon's latest e-mail suggests, accepted with one click (or dismissed).
 * `onSettled` runs once the banner's buttons are about to go: the page moves focus somewhere
 * that stays, or it would fall to <body> with the removed button.
 */
export function StatusProposalBanner({
  caseId,
  onSettled,
}: {
  caseId: string;
  onSettled: () => void;
}) {
  const proposals = useStatusProposals(caseId);
  const accept = useAcceptStatusProposal(caseId);
  const dismiss = useDismissStatusProposal(caseId);
  const proposal = proposals.data?.[0];
  if (!proposal) return null;
  const isBusy = accept.isPending || dismiss.isPending;
  return (
    <section
      aria-label="Proposed status change"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm text-blue-950">
        <ArrowRightCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          <strong>Proposed status: {proposal.toStatus}.</strong> {proposal.reason}; the case is{' '}
          {proposal.fromStatus}.
        </span>
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={isBusy}
          onClick={() =>
            accept.mutate(proposal.id, {
              onSuccess: (updated) => {
                onSettled();
                toast.success(`Status changed to ${updated.status}`);
              },
              onError: (error) => toast.error(error.message),
            })
          }
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={isBusy}
          onClick={() =>
            dismiss.mutate(proposal.id, {
              onSuccess: onSettled,
              onError: (error) => toast.error(error.message),
            })
          }
        >
          Dismiss
        </Button>
      </div>
    </section>
  );
}
