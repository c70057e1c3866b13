import { randomUUID } from 'node:crypto';
import type { PromptResponse, PromptVersion } from '../../domain/ai-settings';
import type { AnalysisCategory } from '../../domain/email-analysis';
import type { AppContext } from '../app-context';
import { notFound } from '../http/app-error';
import { defaultPrompts } from './default-prompts';
import * as repo from './prompts.repository';

export const PROMPT_VERSION_NOT_FOUND = 'Prompt version not found';

function builtinVersion(category: AnalysisCategory): PromptVersion {
  return {
    version: 0,
    text: defaultPrompts[category],
    createdAt: null,
    createdBy: null,
    isDefault: true,
  };
}

/** The system prompt in effect for a category: the newest saved version, else the built-in one. */
export async function currentPromptText(
  ctx: AppContext,
  category: AnalysisCategory,
): Promise<string> {
  const latest = await repo.findLatestPromptVersion(ctx.db, category);
  return latest?.text ?? defaultPrompts[category];
}

export async function getPrompt(
  ctx: AppContext,
  category: AnalysisCategory,
): Promise<PromptResponse> {
  const rows = await repo.listPromptVersions(ctx.db, category);
  const versions: PromptVersion[] = [
    ...rows.map((row) => ({
      version: Number(row.version),
      text: row.text,
      createdAt: row.createdAt,
      createdBy: row.createdBy,
      isDefault: false,
    })),
    builtinVersion(category),
  ];
  return { category, current: versions[0] ?? builtinVersion(category), versions };
}

/** Saving keeps every earlier version; saving the text already in effect adds nothing. */
export async function savePrompt(
  ctx: AppContext,
  actorId: string,
  category: AnalysisCategory,
  text: string,
): Promise<PromptResponse> {
  await ctx.db.transaction().execute(async (trx) => {
    const latest = await repo.findLatestPromptVersion(trx, category);
    if ((latest?.text ?? defaultPrompts[category]) === text) return;
    await repo.insertPromptVersion(trx, {
      id: randomUUID(),
      category,
      version: Number(latest?.version ?? 0) + 1,
      text,
      createdAt: ctx.now().toISOString(),
      createdBy: actorId,
    });
  });
  return getPrompt(ctx, category);
}

/** Restoring copies an earlier version's text into a new version, so history only grows. */
export async function restorePrompt(
  ctx: AppContext,
  actorId: string,
  category: AnalysisCategory,
  version: number,
): Promise<PromptResponse> {
  const text =
    version === 0
      ? defaultPrompts[category]
      : (await repo.findPromptVersion(ctx.db, category, version))?.text;
  if (text === undefined) throw notFound(PROMPT_VERSION_NOT_FOUND);
  return savePrompt(ctx, actorId, category, text);
}
