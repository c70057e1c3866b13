// Apart from dashboard-stats.ts (zod) so the dashboard screen does not pull the validator.
/** Spec §2: the Resolution Time bar is drawn on a 0 to 30 day scale. */
export const RESOLUTION_SCALE_DAYS = 30;
