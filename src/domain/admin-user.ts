import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, userRoles, userSchema, userStatuses } from './user';

const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'Password is too long');

const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(64, 'Username must be at most 64 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain letters, digits, dots, dashes and underscores');

const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(120, 'Name is too long');

/** A password equal to the e-mail (or its local part) is the first thing an attacker tries. */
export function passwordMatchesEmail(password: string, email: string): boolean {
  const p = password.trim().toLowerCase();
  const e = email.trim().toLowerCase();
  return p === e || p === e.split('@')[0];
}
export const PASSWORD_IS_EMAIL_MESSAGE = 'Password must not be your email address';

export const adminUserCreateSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    username: usernameSchema.optional(),
    password: passwordSchema,
    role: z.enum(userRoles, { error: 'Role must be user or admin' }),
  })
  .refine((u) => !passwordMatchesEmail(u.password, u.email), {
    message: PASSWORD_IS_EMAIL_MESSAGE,
    path: ['password'],
  });
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

export const adminUserUpdateSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    role: z.enum(userRoles, { error: 'Role must be user or admin' }),
    status: z.enum(userStatuses, { error: 'Status must be active or disabled' }),
    password: passwordSchema,
  })
  .partial()
  .refine((u) => Object.keys(u).length > 0, { message: 'Nothing to update' });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export const userListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminUserRowSchema = userSchema.extend({ casesCount: z.number() });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const userListResponseSchema = z.object({
  items: z.array(adminUserRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUserList = z.infer<typeof userListResponseSchema>;

/** A deleted user's cases move to the admin who deleted them. */
export const adminUserDeletionSchema = z.object({ reassignedCases: z.number() });
export type AdminUserDeletion = z.infer<typeof adminUserDeletionSchema>;

export const setPasswordSchema = z.object({ password: passwordSchema });

export const adminOverviewSchema = z.object({
  totalUsers: z.number(),
  activeCases: z.number(),
  apiRequests: z.number(),
  systemStatus: z.string(),
  pendingAccessRequests: z.number(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
