import { z } from 'zod';
import { caseTypes } from '../../domain/case';
import { documentTypes, type DocumentType } from '../../domain/document';
import {
  analysisCategories,
  importanceLevels,
  noticeKinds,
  sortByImportance,
  type AiProvider,
  type EmailAnalysis,
  type SuggestedDocument,
} from '../../domain/email-analysis';
import { uncertaintyNote } from './analyze-email';
import { documentCatalog } from './document-catalog';

const requestedDocumentAnswer = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2000).default(''),
  importance: z.enum(importanceLevels).catch('Medium'),
  documentTypes: z.array(z.string()).default([]),
});

/** A field that is missing or invalid becomes undefined, and the built-in result fills it. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * What an LLM answers for an e-mail. The case type, category and explanation make the answer;
 * every other field is checked on its own and, when missing or invalid, taken from the
 * built-in analysis, so one bad field does not throw away the rest.
 */
export const emailAnswerSchema = z.object({
  caseType: z.enum(caseTypes),
  category: z.enum(analysisCategories),
  analysisText: z.string().trim().min(1),
  identifiedIssue: lenient(z.string().trim().min(1)),
  kind: lenient(z.enum(noticeKinds)),
  confidence: lenient(z.number().min(0).max(1)),
  keyIssues: lenient(z.array(z.string()).max(30)),
  probabilityScore: lenient(z.number().min(0).max(1)),
  nextSteps: lenient(z.array(z.string()).max(30)),
  asins: lenient(z.array(z.string()).max(200)),
  deadline: z.string().nullable().optional().catch(undefined),
  /** Catalog ids (or names), or described documents the catalog may not know. */
  requestedDocuments: lenient(
    z.array(z.union([z.string().trim().min(1).max(200), requestedDocumentAnswer])).max(30),
  ),
  withdrawnDocuments: lenient(z.array(z.string()).max(30)),
});
export type EmailAnswer = z.infer<typeof emailAnswerSchema>;

/** Appended to the admin's category prompt, so an edited prompt cannot break the answer's shape. */
export const EMAIL_ANSWER_FORMAT = `Answer with one JSON object and nothing else, with exactly these fields:
{
  "caseType": "Suppression" | "FBA Lock" | "ASIN Request",
  "category": "suppression" | "fba" | "inventory" | "other",
  "kind": ${noticeKinds.map((k) => `"${k}"`).join(' | ')} (what this e-mail is in the life of the case),
  "confidence": number from 0 to 1, how likely the category is right,
  "identifiedIssue": short name of the issue, e.g. "Product safety" or "Authenticity complaint",
  "keyIssues": the sentences of the e-mail that say what is wrong or required, quoted,
  "probabilityScore": number from 0 to 1, the chance the case is accepted with a good response,
  "analysisText": a few sentences explaining the case to the seller (the product computes the success probability it shows from the case's evidence: do not state one),
  "nextSteps": concrete steps, with dates where the e-mail gives them,
  "asins": every ASIN in the e-mail,
  "deadline": the response deadline the e-mail itself states, as "YYYY-MM-DD", or null if it states none (never a default),
  "requestedDocuments": the documents the e-mail explicitly asks for, as ids from this list:
    ${documentCatalog.map((kind) => `"${kind.id}" (${kind.name})`).join(', ')};
    a document not in the list as {"name", "description", "importance": "Critical" | "High" | "Medium" | "Low",
    "documentTypes": any of ${documentTypes.map((t) => `"${t}"`).join(', ')}},
  "withdrawnDocuments": ids from the same list the e-mail says are no longer needed, usually []
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
  requested: RequestedDocumentAnswer[],
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

type RequestedDocumentAnswer = z.infer<typeof requestedDocumentAnswer>;

/** A bare id or name from the answer, described as the catalog describes it; explicit asks are Critical. */
function describedDocument(answer: string | RequestedDocumentAnswer): RequestedDocumentAnswer {
  if (typeof answer !== 'string') return answer;
  const kind = documentCatalog.find((k) => k.id === answer) ?? catalogKindOf(answer);
  return {
    name: kind?.name ?? answer,
    description: kind?.description ?? '',
    importance: 'Critical',
    documentTypes: kind?.documentTypes ?? [],
  };
}

/** Catalog ids of the answered documents; ones the catalog does not know are left out. */
function catalogIds(answers: Array<string | RequestedDocumentAnswer>): string[] {
  const ids = answers.map((answer) => {
    const name = typeof answer === 'string' ? answer : answer.name;
    return (documentCatalog.find((k) => k.id === name) ?? catalogKindOf(name))?.id;
  });
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
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
  const requested = answer.requestedDocuments;
  // The provider's date stands, and so does its null ("the e-mail states none"): the built-in
  // reader still takes a date in some newsletters for a deadline (4 of 122 test notices). Only
  // a missing or malformed date ("next week") falls back to the built-in one.
  const deadline =
    answer.deadline === null ? null : (validDate(answer.deadline ?? null) ?? builtin.deadline);
  // The built-in confidence only speaks for the LLM's category when both agree.
  const confidence =
    answer.confidence ?? (answer.category === builtin.category ? builtin.confidence : 0.5);
  return {
    caseType: answer.caseType,
    category: answer.category,
    identifiedIssue: answer.identifiedIssue ?? builtin.identifiedIssue,
    keyIssues: answer.keyIssues?.length ? answer.keyIssues : builtin.keyIssues,
    probabilityScore: answer.probabilityScore ?? builtin.probabilityScore,
    analysisText: answer.analysisText,
    suggestedDocuments: mergeDocuments(
      builtin.suggestedDocuments,
      (requested ?? []).map(describedDocument),
    ),
    nextSteps: answer.nextSteps?.length ? answer.nextSteps : builtin.nextSteps,
    asins: mergeAsins(builtin.asins, answer.asins ?? [], content),
    deadline,
    provider,
    kind: answer.kind ?? builtin.kind,
    confidence,
    uncertainty: uncertaintyNote(confidence, answer.caseType, null),
    followUpDate: deadline ?? builtin.followUpDate,
    requestedDocuments: requested ? catalogIds(requested) : builtin.requestedDocuments,
    withdrawnDocuments: answer.withdrawnDocuments
      ? catalogIds(answer.withdrawnDocuments)
      : builtin.withdrawnDocuments,
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
