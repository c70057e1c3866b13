import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './user';

export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  username: z.string(),
  businessName: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  businessName: z
    .string()
    .trim()
    .max(200, 'Business name must be at most 200 characters')
    .transform((v) => v || null)
    .nullable(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not correct';

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required'),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(1024, 'Password is too long'),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
