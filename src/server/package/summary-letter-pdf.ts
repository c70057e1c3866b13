import { PDFDocument } from 'pdf-lib';
import type { Case } from '../../domain/case';
import { formatDate } from '../../domain/dates';
import type { PlanOfAction } from './plan-of-action';
import { TextFlow } from './pdf-text';

/** "Case Summary Letter.pdf": the appeal letter to Seller Performance, with the Plan of Action. */
export async function buildSummaryLetterPdf(
  c: Case,
  plan: PlanOfAction,
  today: Date,
  /** Who signs: the seller's business name from their profile, else their Seller ID. */
  signer: string | null = null,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Case Summary Letter - ${c.title}`);
  doc.setCreator('CasePilot');
  const flow = await TextFlow.start(doc);

  flow.write(formatDate(today.toISOString()), { gapAfter: 12 });
  flow.write('To: Amazon Seller Performance Team', { bold: true });
  flow.write(`Re: ${c.caseType} - ASIN ${c.asin} - ${c.title}`, { bold: true, gapAfter: 12 });
  flow.write(`Seller ID: ${c.sellerId}`);
  flow.write(`ASIN: ${c.asin}`);
  flow.write(`Case type: ${c.caseType}`, { gapAfter: 12 });
  flow.write('Dear Seller Performance Team,', { gapAfter: 8 });
  flow.write(
    `We are writing about the ${plan.issue.toLowerCase()} raised on ASIN ${c.asin}. We take this seriously and set out below the root cause, the corrective actions we have taken and the measures that will prevent it from happening again.`,
    { gapAfter: 12 },
  );
  flow.write('Plan of Action', { size: 14, bold: true, gapAfter: 6 });
  flow.write('1. Root cause', { bold: true });
  flow.write(plan.rootCause, { gapAfter: 8 });
  flow.write('2. Corrective actions taken', { bold: true });
  flow.list(plan.correctiveActions);
  flow.write('3. Preventive measures', { bold: true });
  flow.list(plan.preventiveMeasures);
  flow.write('Enclosed documents', { size: 14, bold: true, gapAfter: 6 });
  if (plan.enclosures.length > 0) flow.list(plan.enclosures);
  else flow.write('No documents are enclosed.', { gapAfter: 8 });
  flow.write(
    'We respectfully ask you to review this information and reinstate the affected listing or inventory.',
    { gapAfter: 12 },
  );
  flow.write('Sincerely,');
  flow.write(signer ?? `Seller ${c.sellerId}`);
  return doc.save();
}
