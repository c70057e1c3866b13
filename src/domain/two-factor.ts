import { z } from 'zod';
import { userSchema } from './user';

export const loginResponseSchema = z.union([
  z.object({ user: userSchema }),
  /** The password was right; the code from the authenticator app is owed (POST /auth/login/totp). */
  z.object({ twoFactorRequired: z.literal(true), challenge: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginCodeRequestSchema = z.object({
  challenge: z.string().min(1).max(200),
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(1, 'Code is required')
    .max(40, 'Code is too long'),
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number(),
  /** Whether the system requires it of every administrator. */
  requiredForAdmins: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(1024, 'Password is too long');
const codeField = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(40, 'Code is too long');

export const twoFactorSetupRequestSchema = z.object({ password: passwordField });
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  /** For authenticator apps: type the secret in, or paste this URI. */
  otpauthUri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const twoFactorConfirmRequestSchema = z.object({ code: codeField });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
export const twoFactorDisableRequestSchema = z.object({ password: passwordField, code: codeField });

export const securitySettingsSchema = z.object({ requireAdminTwoFactor: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
