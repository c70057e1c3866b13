// The sign-in request's rules without zod: user.ts builds loginRequestSchema (the API's check)
// from these, and the sign-in screen checks with checkLoginRequest, so the validator stays
// out of the browser's first load of /login and the messages live in one place.
export const LOGIN_LIMITS = { emailOrUsername: 254, password: 1024 } as const;

export const loginMessages = {
  emailOrUsernameRequired: 'Email or username is required',
  emailOrUsernameTooLong: 'Email or username is too long',
  passwordRequired: 'Password is required',
  passwordTooLong: 'Password is too long',
} as const;

export interface LoginRequestInput {
  emailOrUsername: string;
  password: string;
}

export type LoginRequestIssues = Partial<Record<keyof LoginRequestInput, string>>;

/** The first failed rule of each field, as loginRequestSchema reports it; {} when valid. */
export function checkLoginRequest({ emailOrUsername, password }: LoginRequestInput) {
  const issues: LoginRequestIssues = {};
  const identifier = emailOrUsername.trim();
  if (identifier.length < 1) issues.emailOrUsername = loginMessages.emailOrUsernameRequired;
  else if (identifier.length > LOGIN_LIMITS.emailOrUsername)
    issues.emailOrUsername = loginMessages.emailOrUsernameTooLong;
  if (password.length < 1) issues.password = loginMessages.passwordRequired;
  else if (password.length > LOGIN_LIMITS.password) issues.password = loginMessages.passwordTooLong;
  return issues;
}
