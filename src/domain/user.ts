import { z } from 'zod';
import { LOGIN_LIMITS, loginMessages } from './login-request';

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const userStatuses = ['active', 'disabled'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  role: z.enum(userRoles),
  status: z.enum(userStatuses),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginRequestSchema = z.object({
  emailOrUsername: z
    .string({ error: loginMessages.emailOrUsernameRequired })
    .trim()
    .min(1, loginMessages.emailOrUsernameRequired)
    .max(LOGIN_LIMITS.emailOrUsername, loginMessages.emailOrUsernameTooLong),
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, loginMessages.passwordRequired)
    .max(LOGIN_LIMITS.password, loginMessages.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** Spec §8: the one message for any failed sign-in, so accounts cannot be probed. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username/email or password';

export const PASSWORD_MIN_LENGTH = 12;
