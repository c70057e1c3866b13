/**
 * Cache keys of the admin screens, in one place so a mutation can invalidate what it changes
 * without importing every other admin module. Each query module builds its key from these.
 */
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  users: ['admin', 'users'] as const,
  accessRequests: ['admin', 'access-requests'] as const,
  auditLog: ['admin', 'audit-log'] as const,
  llmSettings: ['admin', 'llm-settings'] as const,
  systemSettings: ['admin', 'settings'] as const,
  prompts: ['admin', 'prompts'] as const,
};

/** `?a=1&b=x` from the given values, skipping empty ones. */
export function toSearch(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
