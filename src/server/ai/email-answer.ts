import { z } from 'zod';
import { caseTypes } from '../../domain/case';
import { documentTypes, type DocumentType } from '../../domain/document';
import {
  analysisCategories,
  importanceLevels,
  sortByImportance,
  type AiProvider,
  type EmailAnalysis,
  type SuggestedDocument,
} from '../../domain/email-analysis';
import { documentCatalog } from '../analysis/document-catalog';

/** What an LLM must answer for an e-mail; the rest of EmailAnalysis comes from the built-in analyzer. */
export const emailAnswerSchema = z.object({
  caseType: z.enum(caseTypes),
  category: z.enum(analysisCategories),
  identifiedIssue: z.string().trim().min(1),
  keyIssues: z.array(z.string()).max(30),
  probabilityScore: z.number().min(0).max(1),
  analysisText: z.string().trim().min(1),
  nextSteps: z.array(z.string()).max(30),
  asins: z.array(z.string()).max(200),
  deadline: z.string().nullable(),
  requestedDocuments: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        description: z.string().max(2000).default(''),
        importance: z.enum(importanceLevels).catch('Medium'),
        documentTypes: z.array(z.string()).default([]),
      }),
    )
    .max(30)
    .default([]),
});
export type EmailAnswer = z.infer<typeof emailAnswerSchema>;

/** Appended to the admin's category prompt, so an edited prompt cannot break the answer's shape. */
export const EMAIL_ANSWER_FORMAT = `Answer with one JSON object and nothing else, with exactly these fields:
{
  "caseType": "Suppression" | "FBA Lock" | "ASIN Request",
  "category": "suppression" | "fba" | "inventory" | "other",
  "identifiedIssue": short name of the issue, e.g. "Product safety" or "Authenticity complaint",
  "keyIssues": the sentences of the e-mail that say what is wrong or required, quoted,
  "probabilityScore": number from 0 to 1, the chance the case is accepted with a good response,
  "analysisText": a few sentences explaining the case and the probability to the seller,
  "nextSteps": concrete steps, with dates where the e-mail gives them,
  "asins": every ASIN in the e-mail,
  "deadline": the response deadline as "YYYY-MM-DD", or null if the e-mail states none,
  "requestedDocuments": [{"name", "description", "importance": "Critical" | "High" | "Medium" | "Low",
    "documentTypes": any of ${documentTypes.map((t) => `"${t}"`).join(', ')}}]
}`;

export function emailUserMessage(content: string, today: string): string {
  return `Today is ${today}. Analyse this notification e-mail from Amazon:\n\n<email>\n${content}\n</email>`;
}

const normalName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/s\b/g, '')
    .trim();
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** The analyzer's catalog entry a requested document names, so it gets the catalog's id and types. */
function catalogKindOf(name: string) {
  const exact = documentCatalog.find((kind) => normalName(kind.name) === normalName(name));
  return (
    exact ?? documentCatalog.find((kind) => kind.patterns.some((pattern) => pattern.test(name)))
  );
}

/**
 * The built-in list stays the base, and documents the LLM asks for are matched to the
 * analyzer's catalog, so ids and document types (what the Documentation tab matches uploads on)
 * stay the same whichever provider answered. A shared document keeps the higher importance;
 * one the catalog does not know is added under an `ai-` id.
 */
export function mergeDocuments(
  base: SuggestedDocument[],
  requested: EmailAnswer['requestedDocuments'],
): SuggestedDocument[] {
  const merged = base.map((doc) => ({ ...doc }));
  for (const doc of requested) {
    const kind = catalogKindOf(doc.name);
    const id = kind?.id ?? `ai-${slug(doc.name) || merged.length}`;
    const match = merged.find(
      (existing) => existing.id === id || normalName(existing.name) === normalName(doc.name),
    );
    if (match) {
      if (importanceLevels.indexOf(doc.importance) < importanceLevels.indexOf(match.importance)) {
        match.importance = doc.importance;
      }
      continue;
    }
    const types = doc.documentTypes.filter((t): t is DocumentType =>
      (documentTypes as readonly string[]).includes(t),
    );
    merged.push({
      id,
      name: kind?.name ?? doc.name,
      description: kind?.description ?? doc.description,
      importance: doc.importance,
      examples: kind?.examples ?? [],
      documentTypes: kind?.documentTypes ?? (types.length > 0 ? types : ['Other']),
      satisfied: false,
      satisfiedBy: null,
    });
  }
  return sortByImportance(merged);
}

/** An LLM's ASINs count only when they are really in the e-mail; a hallucinated one is dropped. */
function mergeAsins(base: string[], answered: string[], content: string): string[] {
  const upper = content.toUpperCase();
  const found = answered
    .map((asin) => asin.trim().toUpperCase())
    .filter((asin) => /^[A-Z0-9]{10}$/.test(asin) && upper.includes(asin));
  return [...new Set([...base, ...found])];
}

function validDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value;
}

export function mergeAnalysis(
  builtin: EmailAnalysis,
  answer: EmailAnswer,
  content: string,
  provider: AiProvider,
): EmailAnalysis {
  return {
    caseType: answer.caseType,
    category: answer.category,
    identifiedIssue: answer.identifiedIssue,
    keyIssues: answer.keyIssues.length > 0 ? answer.keyIssues : builtin.keyIssues,
    probabilityScore: answer.probabilityScore,
    analysisText: answer.analysisText,
    suggestedDocuments: mergeDocuments(builtin.suggestedDocuments, answer.requestedDocuments),
    nextSteps: answer.nextSteps.length > 0 ? answer.nextSteps : builtin.nextSteps,
    asins: mergeAsins(builtin.asins, answer.asins, content),
    deadline: validDate(answer.deadline) ?? builtin.deadline,
    provider,
  };
}

export const FALLBACK_NOTE = 'AI provider unavailable, used built-in analysis';

export function withFallbackNote(builtin: EmailAnalysis): EmailAnalysis {
  return {
    ...builtin,
    provider: 'builtin',
    analysisText: `${FALLBACK_NOTE}. ${builtin.analysisText}`,
  };
}
