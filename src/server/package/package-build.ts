import type { Case } from '../../domain/case';
import { buildAppealTemplateDocx } from './appeal-template-docx';
import {
  buildCombinedDocumentationPdf,
  type EnclosedFile,
  type PackageLimits,
} from './combined-documentation-pdf';
import type { PlanOfAction } from './plan-of-action';
import { buildSummaryLetterPdf } from './summary-letter-pdf';

/** Everything the three files are made from; plain data, so it crosses to a worker thread. */
export type PackageBuildInput = {
  case: Case;
  plan: PlanOfAction;
  /** ISO date the letter is dated. */
  today: string;
  /** Who signs the letter: the seller's business name, else (null) their Seller ID. */
  signer: string | null;
  documents: EnclosedFile[];
  limits: PackageLimits;
};

export type PackageBuildOutput = {
  letter: Uint8Array;
  combined: Uint8Array;
  template: Uint8Array;
};

/** The CPU-heavy part of a package (pdf-lib, docx); runs in the package worker thread. */
export async function buildPackage(input: PackageBuildInput): Promise<PackageBuildOutput> {
  const c = input.case;
  const letter = await buildSummaryLetterPdf(c, input.plan, new Date(input.today), input.signer);
  const combined = await buildCombinedDocumentationPdf(
    `${c.title} (ASIN ${c.asin})`,
    input.documents,
    input.limits,
  );
  // A copy with an ArrayBuffer of its own: a small Buffer may sit in Node's shared pool, which
  // must not be transferred out of the thread.
  const template = Uint8Array.from(await buildAppealTemplateDocx(c, input.plan));
  return { letter, combined, template };
}
