import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatDateTime } from '../../../domain/dates';
import type { AccessRequestApproval } from '../../../domain/access-request';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Input } from '../../components/input';
import { Label } from '../../components/label';

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // no clipboard permission: fall back to the selection
    input?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/** The invitation link is shown once: the server stores only its hash. */
export function InviteLinkDialog({
  approval,
  onClose,
}: {
  approval: AccessRequestApproval | null;
  onClose: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isCopied, setIsCopied] = useState(false);

  // Without PUBLIC_BASE_URL the server answers a path; this browser's own origin completes it.
  const inviteUrl = approval ? new URL(approval.inviteUrl, window.location.origin).href : '';

  const onCopy = async () => {
    if (!approval) return;
    setIsCopied(await copyText(inviteUrl, inputRef.current));
  };

  return (
    <Dialog
      open={approval !== null}
      onOpenChange={(open) => {
        if (open) return;
        setIsCopied(false);
        onClose();
      }}
      title="Access Request Approved"
      description={
        approval
          ? `An account was created for ${approval.accessRequest.email}. Send them this link so they can set their password.`
          : undefined
      }
    >
      {approval && (
        <div className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="invite-link">Invitation link</Label>
            <div className="flex gap-2">
              <Input
                ref={inputRef}
                id="invite-link"
                readOnly
                value={inviteUrl}
                onFocus={(event) => event.target.select()}
                className="font-mono text-xs"
                aria-describedby="invite-link-hint"
              />
              <Button variant="outline" onClick={onCopy} className="shrink-0">
                {isCopied ? (
                  <Check aria-hidden="true" className="h-4 w-4 text-green-700" />
                ) : (
                  <Copy aria-hidden="true" className="h-4 w-4" />
                )}
                {isCopied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <p id="invite-link-hint" className="text-xs text-gray-600">
              Works once; expires {formatDateTime(approval.expiresAt)}.
            </p>
          </div>
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            This link is shown only now. Copy it before closing this dialog.
          </p>
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
