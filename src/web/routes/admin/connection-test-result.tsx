import { CheckCircle2, XCircle } from 'lucide-react';
import type { ConnectionTestResult } from '../../../domain/ai-settings';

const FAILED_PREFIX = 'Connection failed: ';

/** Spec §4: untested, then 'Connection successful' (green) or 'Connection failed' (red). */
export function ConnectionTestResultView({ result }: { result: ConnectionTestResult }) {
  if (result.success) {
    return (
      <p
        role="status"
        className="flex flex-wrap items-center gap-x-2 text-sm font-medium whitespace-nowrap text-green-700"
      >
        <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span>Connection successful</span>
        <span className="font-normal text-gray-600">({result.latencyMs} ms)</span>
      </p>
    );
  }
  const reason = result.message.startsWith(FAILED_PREFIX)
    ? result.message.slice(FAILED_PREFIX.length)
    : result.message;
  return (
    <div role="status" className="text-sm text-red-700">
      <p className="flex flex-wrap items-center gap-x-2 font-medium whitespace-nowrap">
        <XCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
        Connection failed
        {result.latencyMs > 0 && (
          <span className="font-normal text-gray-600">({result.latencyMs} ms)</span>
        )}
      </p>
      {reason && reason !== 'Connection failed' && <p className="mt-1 pl-6">{reason}</p>}
    </div>
  );
}
