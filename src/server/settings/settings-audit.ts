import type { AppContext } from '../app-context';
import { recordAudit } from '../audit/audit.service';

type Admin = { id: string; name: string };

/** Names of what a settings save touched; an API key is named, its value never written. */
export function describeSettingsChange(body: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(body).flatMap(([key, value]) => {
    if (value === undefined) return [];
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return describeSettingsChange(value as Record<string, unknown>, `${prefix}${key}.`);
    }
    if (/apikey/i.test(key)) {
      // A masked or absent key is kept; only a new or cleared key is a change worth logging.
      if (typeof value === 'string' && value.startsWith('••••')) return [];
      return [`${prefix}${key} ${value === '' ? 'cleared' : 'replaced'}`];
    }
    return [`${prefix}${key}`];
  });
}

export async function auditSettingsChange(
  ctx: AppContext,
  admin: Admin,
  what: string,
  changes: string[],
): Promise<void> {
  await recordAudit(ctx.db, {
    at: ctx.now().toISOString(),
    actor: admin,
    action: 'settings.updated',
    target: { type: 'settings', id: what },
    summary: `${admin.name} updated ${what}${changes.length ? `: ${changes.join(', ')}` : ''}`,
  });
}
