import { z } from 'zod';

export const auditActions = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.2fa_enabled',
  'auth.2fa_disabled',
  'user.created',
  'user.updated',
  'user.disabled',
  'user.password_reset',
  'user.deleted',
  'access_request.approved',
  'access_request.rejected',
  'invitation.accepted',
  'settings.updated',
  'case.status_changed',
  'case.deleted',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  summary: z.string(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.object({
  action: z.enum(auditActions).optional(),
  actorId: z.string().max(64).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const auditListResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
