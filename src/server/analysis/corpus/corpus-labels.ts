import type { AnalysisCategory } from '../../../domain/email-analysis';
import { documentCatalog } from '../document-catalog';
import type { IssueKind } from '../identify-issue';

/**
 * The real corpus is labelled in the collectors' own words; these tables map them onto the
 * analyzer's vocabulary once, so training and the bench compare like with like.
 */
export const realIssueMap: Record<string, IssueKind> = {
  'restricted-product': 'restricted-product',
  'intellectual-property': 'intellectual-property',
  trademark: 'trademark',
  copyright: 'copyright',
  patent: 'patent',
  'account-health-other': 'general',
  'compliance-documents': 'compliance-documents',
  authenticity: 'authenticity',
  'condition-complaint': 'condition',
  condition: 'condition',
  'supply-chain': 'authenticity',
  none: 'none',
  'listing-policy': 'listing-policy',
  'product-safety': 'product-safety',
  'information-request': 'information-request',
  pricing: 'pricing',
  reinstatement: 'general',
  'inventory-discrepancy': 'inventory',
  inventory: 'inventory',
  'dangerous-goods': 'dangerous-goods',
};

/** 'asin-request' is a case type (ASIN Request), not one of the spec's prompt categories. */
export function realCategory(label: string): AnalysisCategory {
  if (label === 'suppression' || label === 'fba' || label === 'inventory') return label;
  return 'other';
}

/** Document names the labels use that the catalog's request patterns do not read as the same thing. */
const documentAliases: Record<string, string> = {
  invoice: 'supplier-invoices',
  'supplier invoices': 'supplier-invoices',
  'order confirmation': 'supplier-invoices',
  'licensing agreement': 'authorization-letter',
  'letter of authorization': 'authorization-letter',
  explanation: 'plan-of-action',
  'plan of action': 'plan-of-action',
  'test report': 'laboratory-test-reports',
  cpc: 'safety-certification',
  'ul certificate': 'safety-certification',
  'product label': 'product-images',
  'product images': 'product-images',
  'product specification': 'product-specification-sheet',
  'shipment tracking': 'proof-of-delivery',
  'instructions for use': 'user-manual',
  'epa registration number': 'regulatory-registration',
  'epa establishment number': 'regulatory-registration',
  'fda 510(k) number': 'regulatory-registration',
  'epr registration number': 'regulatory-registration',
  'cpnp registration': 'regulatory-registration',
  'epa exemption certification': 'compliance-documentation',
  'evidence of compliance': 'compliance-documentation',
  'compliance documents': 'compliance-documentation',
  'product documentation': 'compliance-documentation',
  'letter of compliance': 'compliance-documentation',
  'eu responsible person information': 'eu-responsible-person',
  'supply chain documentation': 'chain-of-custody-documentation',
  'un 38.3 test summary': 'laboratory-test-reports',
  'pse documentation': 'safety-certification',
  'carb eo number': 'regulatory-registration',
  'confirmation of defense and indemnification': 'indemnification-confirmation',
  'certificate of liability insurance': 'liability-insurance',
  'warning and safety information': 'user-manual',
  'natural product number, drug identification number or homeopathic medicine number':
    'regulatory-registration',
  'technical conformity certificate (giteki)': 'safety-certification',
  'electrical appliance business notification (meti)': 'regulatory-registration',
  'self-inspection records': 'laboratory-test-reports',
};

/** The catalog id a labelled document name stands for, or null when the catalog has no such kind. */
export function catalogIdForLabel(name: string): string | null {
  const key = name.trim().toLowerCase();
  if (documentAliases[key]) return documentAliases[key];
  const byName = documentCatalog.find((kind) => kind.name.toLowerCase() === key);
  if (byName) return byName.id;
  const byPattern = documentCatalog.find((kind) => kind.patterns.some((p) => p.test(name)));
  return byPattern?.id ?? null;
}
