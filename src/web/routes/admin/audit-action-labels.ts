import type { AuditAction } from '../../../domain/audit';

export const auditActionLabels: Record<AuditAction, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in',
  'auth.logout': 'Signed out',
  'auth.2fa_enabled': 'Two-factor sign-in on',
  'auth.2fa_disabled': 'Two-factor sign-in off',
  'user.created': 'User created',
  'user.updated': 'User updated',
  'user.disabled': 'User disabled',
  'user.password_reset': 'Password reset',
  'user.deleted': 'User deleted',
  'access_request.approved': 'Access request approved',
  'access_request.rejected': 'Access request rejected',
  'invitation.accepted': 'Invitation accepted',
  'settings.updated': 'Settings updated',
  'case.status_changed': 'Case status changed',
  'case.deleted': 'Case deleted',
};

/** A known action's label; an action added on the server later shows as recorded. */
export function auditActionLabel(action: string): string {
  return action in auditActionLabels ? auditActionLabels[action as AuditAction] : action;
}
