import { z } from 'zod';
import { importanceLevels } from './email-analysis';

/** Where a requirement came from: a notice asked for it, the case type usually needs it, or the seller added it. */
export const requirementSources = ['notice', 'case-type', 'seller'] as const;
export type RequirementSource = (typeof requirementSources)[number];

export const requirementVerdicts = ['satisfied', 'missing', 'withdrawn'] as const;
export type RequirementVerdict = (typeof requirementVerdicts)[number];

export const linkModes = ['auto', 'manual'] as const;
export type LinkMode = (typeof linkModes)[number];

/** GET /cases/:id/requirements: one document the case needs, and the document that meets it. */
export const requirementSchema = z.object({
  id: z.string(),
  /** The document-catalog id (e.g. 'supplier-invoices'). */
  catalogId: z.string(),
  name: z.string(),
  description: z.string(),
  importance: z.enum(importanceLevels),
  source: z.enum(requirementSources),
  satisfiedBy: z.string().nullable(),
  /** The satisfying document's file name, for display. */
  satisfiedByName: z.string().nullable(),
  /** 'manual' when the seller linked or unlinked it by hand (kept across re-analysis). */
  linkMode: z.enum(linkModes).nullable(),
  verdict: z.enum(requirementVerdicts),
  /** Plain words: why it is satisfied or not. */
  reason: z.string(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const requirementLinkSchema = z.object({
  documentId: z.string().min(1).max(64).nullable(),
});
export type RequirementLink = z.infer<typeof requirementLinkSchema>;

/** Spec §9: a document scored below this relevance is poor and satisfies nothing. */
export const SATISFYING_RELEVANCE_AT_LEAST = 0.6;

/** POST /cases/:id/requirements: the seller adds a document the case needs (a catalog id). */
export const requirementCreateSchema = z.object({
  catalogId: z.string().min(1, 'Choose a document').max(64),
  importance: z.enum(importanceLevels).default('High'),
});
export type RequirementCreate = z.infer<typeof requirementCreateSchema>;

/** A document a seller can add as a requirement by hand (GET /requirement-catalog). */
export const requirementCatalogEntrySchema = z.object({
  catalogId: z.string(),
  name: z.string(),
  description: z.string(),
});
export type RequirementCatalogEntry = z.infer<typeof requirementCatalogEntrySchema>;
