import { isResolved, type CaseStatus } from '../../../domain/case-status';

/** Spec §2/§4: the debrief belongs to resolved cases (Approved or Closed) only. */
export function DebriefTab({ status }: { status: CaseStatus }) {
  if (!isResolved(status)) {
    return (
      <p className="text-gray-700">
        This case is still in progress. The debrief becomes available once the case is Approved or Closed.
      </p>
    );
  }
  return (
    <p className="text-gray-700">
      This case is resolved. Generating a debrief (summary, success factors and lessons learned) is coming
      with the debrief feature.
    </p>
  );
}
