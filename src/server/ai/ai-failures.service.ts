import { randomUUID } from 'node:crypto';
import type { AiFailure, RemoteProvider } from '../../domain/ai-settings';
import type { AppContext } from '../app-context';
import { mapPage } from '../db/paginate';
import * as repo from './ai-failures.repository';
import { AiProviderError } from './provider-error';

/**
 * Keeps a provider failure for admins to read. Recording must never turn a fallback the
 * seller can use into an error, so a failed write is swallowed.
 */
export async function recordAiFailure(
  ctx: AppContext,
  provider: RemoteProvider,
  operation: string,
  error: unknown,
): Promise<void> {
  const failure =
    error instanceof AiProviderError
      ? error
      : new AiProviderError('http_error', error instanceof Error ? error.message : 'Unknown error');
  try {
    await repo.insertAiFailure(ctx.db, {
      id: randomUUID(),
      provider,
      operation,
      kind: failure.kind,
      status: failure.status,
      message: failure.message,
      occurredAt: ctx.now().toISOString(),
    });
  } catch {
    // The seller still gets the built-in analysis; nothing more to do here.
  }
}

export async function listAiFailures(
  ctx: AppContext,
  query: { page: number; pageSize: number },
): Promise<{ items: AiFailure[]; total: number; page: number; pageSize: number }> {
  return mapPage(await repo.listAiFailures(ctx.db, query), (row) => ({
    ...row,
    status: row.status === null ? null : Number(row.status),
  }));
}
