import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { fetchInvitationLink } from '../../api/admin-invite-link';
import { ApiError } from '../../api/http';
import { Button } from '../../components/button';

/** An approved request's invite link, copied again (until the invitee has used it). */
export function CopyInviteAgainButton({ requestId, email }: { requestId: string; email: string }) {
  const [isLoading, setIsLoading] = useState(false);
  const copy = async () => {
    setIsLoading(true);
    try {
      const answer = await fetchInvitationLink(requestId);
      // Without PUBLIC_BASE_URL the server answers a path; this browser's origin completes it.
      const inviteUrl = new URL(answer.inviteUrl, window.location.origin).href;
      await navigator.clipboard.writeText(inviteUrl);
      toast.success('Invite link copied', { description: inviteUrl });
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not copy the invite link');
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={isLoading}
      onClick={() => void copy()}
      aria-label={`Copy invite link for ${email}`}
    >
      <Link2 aria-hidden="true" className="h-4 w-4" />
      Copy invite link
    </Button>
  );
}
