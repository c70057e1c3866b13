import { z } from 'zod';

export const documentTypes = [
  'Invoice',
  'Certificate',
  'Letter',
  'Test Report',
  'Image',
  'Other',
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** Spec §3: how each type is offered in the document-type select. */
export const documentTypeLabels: Record<DocumentType, string> = {
  Invoice: 'Supplier Invoice',
  Certificate: 'Certificate',
  Letter: 'Authorization Letter',
  'Test Report': 'Test Report',
  Image: 'Product Image',
  Other: 'Other',
};

export const documentStatuses = ['analyzing', 'analyzed', 'failed'] as const;

export const documentSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  name: z.string(),
  type: z.enum(documentTypes),
  mimeType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  status: z.enum(documentStatuses),
  relevanceScore: z.number().nullable(),
  completenessScore: z.number().nullable(),
  complianceScore: z.number().nullable(),
  feedback: z.string().nullable(),
  missingElements: z.array(z.string()),
  error: z.string().nullable(),
});
export type CaseDocument = z.infer<typeof documentSchema>;
