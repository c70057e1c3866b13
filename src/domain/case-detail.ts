import { z } from 'zod';
import { caseSchema } from './case';
import { communicationSchema } from './communication';
import { documentSchema } from './document';

/** GET /api/cases/:id: the case with its documents and communications, for the detail screen. */
export const caseDetailSchema = caseSchema.extend({
  documents: z.array(documentSchema),
  communications: z.array(communicationSchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;
