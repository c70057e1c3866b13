import { documentTypeLabels, type DocumentType } from './document';
import { documentChecklists, type ChecklistItem } from './document-checklists';
import { partyCertificateOf, type PartyCertificate } from './party-certificates';
import { isSafetyDataSheet, safetyDataSheet } from './safety-data-sheet';

/**
 * What a document is judged as: the type it was uploaded as, unless its title shows it is a
 * kind with a checklist of its own (a certificate about the seller, a safety data sheet).
 */
export type DocumentKind = {
  /** How feedback names it ("certificate", "certificate of insurance", "safety data sheet"). */
  label: string;
  checklist: ChecklistItem[];
  /** A certificate about the seller: it need not name a product. */
  party: PartyCertificate | null;
  /** Its own title named the kind, so the text is the kind of document it was uploaded as. */
  isTitled: boolean;
};

export function documentKindOf(type: DocumentType, text: string): DocumentKind {
  const party = partyCertificateOf(type, text);
  if (party) return { label: party.label, checklist: party.checklist, party, isTitled: true };
  if (isSafetyDataSheet(type, text)) return { ...safetyDataSheet, party: null, isTitled: true };
  return {
    label: documentTypeLabels[type].toLowerCase(),
    checklist: documentChecklists[type],
    party: null,
    isTitled: false,
  };
}
