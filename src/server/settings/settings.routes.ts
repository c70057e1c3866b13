import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  llmSettingsResponseSchema,
  llmSettingsUpdateSchema,
  promptResponseSchema,
  promptRestoreSchema,
  promptUpdateSchema,
  systemSettingsSchema,
  systemSettingsUpdateSchema,
} from '../../domain/ai-settings';
import { analysisCategories } from '../../domain/email-analysis';
import { securitySettingsSchema } from '../../domain/two-factor';
import type { AppContext } from '../app-context';
import { currentAuth, requireAdmin } from '../access/route-policies';
import { getLlmSettings, updateLlmSettings } from './llm-settings.service';
import { getPrompt, restorePrompt, savePrompt } from './prompts.service';
import { auditSettingsChange, describeSettingsChange } from './settings-audit';
import { getSecuritySettings, updateSecuritySettings } from './security-settings.service';
import { getSystemSettings, updateSystemSettings } from './system-settings.service';

const categoryParams = z.object({
  category: z.enum(analysisCategories, {
    error: 'Unknown category: use suppression, fba, inventory or other',
  }),
});

/** Admin settings: LLM providers, the 'API Settings' page and the system prompts. */
export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/admin/llm-settings', { schema: { response: { 200: llmSettingsResponseSchema } } }, () =>
    getLlmSettings(ctx),
  );

  app.put(
    '/admin/llm-settings',
    { schema: { body: llmSettingsUpdateSchema, response: { 200: llmSettingsResponseSchema } } },
    async (request) => {
      const admin = currentAuth(request).user;
      const saved = await updateLlmSettings(ctx, admin.id, request.body);
      await auditSettingsChange(ctx, admin, 'LLM settings', describeSettingsChange(request.body));
      return saved;
    },
  );

  app.get('/admin/settings', { schema: { response: { 200: systemSettingsSchema } } }, () =>
    getSystemSettings(ctx),
  );

  app.put(
    '/admin/settings',
    { schema: { body: systemSettingsUpdateSchema, response: { 200: systemSettingsSchema } } },
    async (request) => {
      const admin = currentAuth(request).user;
      const saved = await updateSystemSettings(ctx, admin.id, request.body);
      await auditSettingsChange(ctx, admin, 'API settings', describeSettingsChange(request.body));
      return saved;
    },
  );

  app.get(
    '/admin/security-settings',
    { schema: { response: { 200: securitySettingsSchema } } },
    () => getSecuritySettings(ctx),
  );

  app.put(
    '/admin/security-settings',
    { schema: { body: securitySettingsSchema, response: { 200: securitySettingsSchema } } },
    async (request) => {
      const admin = currentAuth(request).user;
      const saved = await updateSecuritySettings(ctx, admin.id, request.body);
      await auditSettingsChange(ctx, admin, 'security settings', [
        `two-factor sign-in ${saved.requireAdminTwoFactor ? 'required' : 'optional'} for administrators`,
      ]);
      return saved;
    },
  );

  app.get(
    '/admin/prompts/:category',
    { schema: { params: categoryParams, response: { 200: promptResponseSchema } } },
    (request) => getPrompt(ctx, request.params.category),
  );

  app.put(
    '/admin/prompts/:category',
    {
      schema: {
        params: categoryParams,
        body: promptUpdateSchema,
        response: { 200: promptResponseSchema },
      },
    },
    async (request) => {
      const admin = currentAuth(request).user;
      const saved = await savePrompt(ctx, admin.id, request.params.category, request.body.text);
      await auditSettingsChange(ctx, admin, `the ${request.params.category} prompt`, [
        'new version saved',
      ]);
      return saved;
    },
  );

  app.post(
    '/admin/prompts/:category/restore',
    {
      schema: {
        params: categoryParams,
        body: promptRestoreSchema,
        response: { 200: promptResponseSchema },
      },
    },
    async (request) => {
      const admin = currentAuth(request).user;
      const { category } = request.params;
      const saved = await restorePrompt(ctx, admin.id, category, request.body.version);
      await auditSettingsChange(ctx, admin, `the ${category} prompt`, [
        `version ${request.body.version} restored`,
      ]);
      return saved;
    },
  );
};
