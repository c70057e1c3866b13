import { z } from 'zod';

/** The seller's secret calendar feed address, or null while they have none. */
export const calendarFeedSchema = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
