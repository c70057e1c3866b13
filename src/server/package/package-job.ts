import { z } from 'zod';
import type { JobHandlers } from '../jobs/job-worker';
import { PackageBuildError } from './package-build-thread';
import { PACKAGE_JOB } from './package-job-kind';
import { finishGeneration, runPackageGeneration } from './package.service';

const payloadSchema = z.object({ generationId: z.string() });

export const PACKAGE_FAILED_MESSAGE = 'The submission package could not be generated';

/** Give to the job worker alongside the document handlers: `{...documentJobHandlers, ...packageJobHandlers}`. */
export const packageJobHandlers: JobHandlers = {
  [PACKAGE_JOB]: {
    run: async (ctx, payload) => {
      const { generationId } = payloadSchema.parse(payload);
      try {
        await runPackageGeneration(ctx, generationId);
      } catch (error) {
        // Too long, too much memory, unbuildable: another attempt would end the same way.
        if (!(error instanceof PackageBuildError)) throw error;
        await finishGeneration(ctx, generationId, 'failed', error.message);
      }
    },
    onGiveUp: async (ctx, payload) => {
      const parsed = payloadSchema.safeParse(payload);
      if (!parsed.success) return;
      await finishGeneration(
        ctx,
        parsed.data.generationId,
        'failed',
        `${PACKAGE_FAILED_MESSAGE}: an unexpected error occurred. Please try again.`,
      );
    },
  },
};
