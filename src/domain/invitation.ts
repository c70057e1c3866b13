import { z } from 'zod';

/** Public: what the 'set your password' page of an invitation link shows. */
export const invitationSchema = z.object({
  email: z.string(),
  name: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The invitation was spent: the account's e-mail, to sign in with. */
export const invitationAcceptedSchema = z.object({ email: z.string() });
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;
