import { Copy } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/button';

/** A read-only value with a Copy button (intake address, calendar link, a new token). */
export function CopyField({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="sr-only">{label}: </span>
      <code
        data-testid={testId}
        className="min-w-0 flex-1 rounded-md border border-gray-200 bg-gray-50 px-3 py-2 font-mono text-sm break-all text-gray-900"
      >
        {value}
      </code>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          void navigator.clipboard
            ?.writeText(value)
            .then(() => toast.success('Copied'))
            .catch(() => toast.error('Could not copy; select the text instead'));
        }}
      >
        <Copy aria-hidden="true" className="h-4 w-4" />
        Copy
      </Button>
    </div>
  );
}
