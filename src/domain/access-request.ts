import { z } from 'zod';

export const accessRequestStatuses = ['pending', 'approved', 'rejected'] as const;
export type AccessRequestStatus = (typeof accessRequestStatuses)[number];

export const accessRequestCreateSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Please enter a valid email address')),
  companyName: z
    .string({ error: 'Company name is required' })
    .trim()
    .min(1, 'Company name is required')
    .max(200, 'Company name must be at most 200 characters'),
  useCase: z
    .string({ error: 'Use case is required' })
    .trim()
    .min(1, 'Use case is required')
    .max(5000, 'Use case must be at most 5000 characters'),
});
export type AccessRequestCreate = z.infer<typeof accessRequestCreateSchema>;

export const accessRequestSchema = z.object({
  id: z.string(),
  email: z.string(),
  companyName: z.string(),
  useCase: z.string(),
  status: z.enum(accessRequestStatuses),
  createdAt: z.string(),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

export const ACCESS_REQUEST_FAILED_MESSAGE = 'Failed to submit request';

export const accessRequestAdminSchema = accessRequestSchema.extend({
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
});
export type AdminAccessRequest = z.infer<typeof accessRequestAdminSchema>;

export const accessRequestListQuerySchema = z.object({
  status: z.enum(accessRequestStatuses).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const accessRequestListResponseSchema = z.object({
  items: z.array(accessRequestAdminSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminAccessRequestList = z.infer<typeof accessRequestListResponseSchema>;

export const accessRequestRejectSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(1, 'Please give a reason')
    .max(2000, 'The reason is too long'),
});

export const accessRequestApprovalSchema = z.object({
  accessRequest: accessRequestAdminSchema,
  userId: z.string(),
  inviteUrl: z.string(),
  expiresAt: z.string(),
});
export type AccessRequestApproval = z.infer<typeof accessRequestApprovalSchema>;

/** An approved request's invitation link, handed out again until it is used. */
export const invitationLinkSchema = z.object({ inviteUrl: z.string(), expiresAt: z.string() });
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** Invitations to set a first password expire after this many days and work once. */
export const INVITATION_VALID_DAYS = 7;
