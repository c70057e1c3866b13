import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { Case } from '../../domain/case';
import type { PlanOfAction } from './plan-of-action';

// Bounded and stopping at the next '[': a run of unclosed brackets is read once, not once per bracket.
const PLACEHOLDER = /(\[[^[\]]{1,200}\])/;

/** A paragraph whose [placeholders] are highlighted, so the seller sees what to fill in. */
function paragraph(text: string, options: { bullet?: boolean } = {}): Paragraph {
  const runs = text
    .split(PLACEHOLDER)
    .filter(Boolean)
    .map((part) =>
      PLACEHOLDER.test(part)
        ? new TextRun({ text: part, highlight: 'yellow', bold: true })
        : new TextRun(part),
    );
  return new Paragraph({ children: runs, ...(options.bullet ? { bullet: { level: 0 } } : {}) });
}

/** "Appeal Template.docx": the Plan of Action as an editable Word document. */
export async function buildAppealTemplateDocx(c: Case, plan: PlanOfAction): Promise<Buffer> {
  const doc = new Document({
    creator: 'CasePilot',
    title: `Appeal Template - ${c.title}`,
    sections: [
      {
        children: [
          new Paragraph({ text: 'Plan of Action', heading: HeadingLevel.TITLE }),
          paragraph(`Seller ID: ${c.sellerId}`),
          paragraph(`ASIN: ${c.asin}`),
          paragraph(`Case type: ${c.caseType}`),
          paragraph(`Issue: ${plan.issue}`),
          new Paragraph({ text: 'Root Cause', heading: HeadingLevel.HEADING_1 }),
          paragraph(plan.rootCause),
          new Paragraph({ text: 'Corrective Actions Taken', heading: HeadingLevel.HEADING_1 }),
          ...plan.correctiveActions.map((a) => paragraph(a, { bullet: true })),
          new Paragraph({ text: 'Preventive Measures', heading: HeadingLevel.HEADING_1 }),
          ...plan.preventiveMeasures.map((m) => paragraph(m, { bullet: true })),
          new Paragraph({ text: 'Enclosed Documents', heading: HeadingLevel.HEADING_1 }),
          ...(plan.enclosures.length > 0
            ? plan.enclosures.map((e) => paragraph(e, { bullet: true }))
            : [paragraph('[List the documents you enclose]')]),
          new Paragraph({ text: 'Signature', heading: HeadingLevel.HEADING_1 }),
          paragraph('[Your name, title and the date]'),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
