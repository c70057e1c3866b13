import { z } from 'zod';

/** One reason the probability is what it is, in plain words, with how much it moved it. */
export const probabilityFactorSchema = z.object({ label: z.string(), delta: z.number() });
export type ProbabilityFactor = z.infer<typeof probabilityFactorSchema>;

/** GET /cases/:id/assessment */
export const caseAssessmentSchema = z.object({
  probabilityScore: z.number().min(0).max(1),
  factors: z.array(probabilityFactorSchema),
  ready: z.boolean(),
  /** Resolved cases (Approved, Closed) show no readiness prompt. */
  resolved: z.boolean(),
  /** What stands between the case and 'Ready for submission', in plain words. */
  missing: z.array(z.string()),
});
export type CaseAssessment = z.infer<typeof caseAssessmentSchema>;
