import { describe, expect, it } from 'vitest';
import { checkLoginRequest } from './login-request';
import { loginRequestSchema } from './user';

/** What the API's schema says of an input, in checkLoginRequest's shape. */
function schemaIssues(input: { emailOrUsername: string; password: string }) {
  const parsed = loginRequestSchema.safeParse(input);
  if (parsed.success) return {};
  const issues: Record<string, string> = {};
  for (const issue of parsed.error.issues) issues[String(issue.path[0])] ??= issue.message;
  return issues;
}

describe('checkLoginRequest: the sign-in screen agrees with the API', () => {
  it.each([
    { emailOrUsername: '', password: '' },
    { emailOrUsername: '   ', password: 'secret' },
    { emailOrUsername: 'ana', password: '' },
    { emailOrUsername: 'a'.repeat(255), password: 'p'.repeat(1025) },
    { emailOrUsername: ` ${'a'.repeat(254)} `, password: 'p'.repeat(1024) },
    { emailOrUsername: 'ana@example.com', password: 'correct horse' },
  ])('%o', (input) => {
    expect(checkLoginRequest(input)).toEqual(schemaIssues(input));
  });
});
