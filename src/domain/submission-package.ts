import { z } from 'zod';

export const PACKAGE_STATUSES = ['none', 'generating', 'ready', 'failed'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

export const packageFileSchema = z.object({ name: z.string(), url: z.string() });
export type PackageFile = z.infer<typeof packageFileSchema>;

/**
 * The case's submission package. `files` and `generatedAt` describe the last package generated
 * successfully (its files stay downloadable while a new one is generated); `error` says why the
 * latest generation failed; `submittedAt` is when that package was recorded as submitted to
 * Amazon (null when it has not been since it was generated).
 */
export const packageStateSchema = z.object({
  status: z.enum(PACKAGE_STATUSES),
  files: z.array(packageFileSchema),
  error: z.string().nullable(),
  generatedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type PackageState = z.infer<typeof packageStateSchema>;

export const PACKAGE_RATE_LIMITED_MESSAGE =
  'Too many submission packages generated lately. Please try again later.';

/** How the System entry recording a submission (POST /cases/:id/submit) begins. */
export const SUBMISSION_RECORDED_PREFIX = 'Submission recorded on ';

export const ALREADY_SUBMITTED_MESSAGE =
  'This package has already been submitted to Amazon. Generate a new package to submit again.';
