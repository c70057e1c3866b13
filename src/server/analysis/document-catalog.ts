import type { DocumentType } from '../../domain/document';

/** A kind of supporting document: how to recognise a request for it, and what satisfies it. */
export interface DocumentKind {
  id: string;
  name: string;
  description: string;
  examples: string[];
  documentTypes: DocumentType[];
  patterns: RegExp[];
}

export const documentCatalog: DocumentKind[] = [
  {
    id: 'supplier-invoices',
    name: 'Supplier Invoices',
    description:
      'Invoices from your supplier or manufacturer showing the purchase of the units you sell.',
    examples: [
      'Invoices dated within the last 365 days',
      'Supplier name, address, phone and website on each invoice',
      'Quantities covering the units sold',
    ],
    documentTypes: ['Invoice'],
    patterns: [/\binvoices?\b/i, /\breceipts?\b/i, /proof of purchase/i, /purchase orders?/i],
  },
  {
    id: 'authorization-letter',
    name: 'Authorization Letter',
    description:
      'A letter from the brand owner, manufacturer or authorized distributor allowing you to sell the product.',
    examples: [
      'Letter of authorization (LOA) from the brand owner',
      'Distributor agreement or license agreement',
    ],
    documentTypes: ['Letter'],
    patterns: [
      /letters? of authori[sz]ation/i,
      /authori[sz]ation letter/i,
      /\bLOA\b/,
      /licen[cs]e agreement/i,
      /letter from the (brand owner|manufacturer|trademark owner|rights owner)/i,
      /written (authori[sz]ation|permission)/i,
      /authori[sz]ation from the (brand|trademark|rights) owner/i,
    ],
  },
  {
    id: 'safety-certification',
    name: 'Safety Certification',
    description: 'A certificate showing the product meets the safety standards that apply to it.',
    examples: [
      "Children's Product Certificate (CPC)",
      'General Certificate of Conformity (GCC)',
      'UL, ETL or CSA certification',
    ],
    documentTypes: ['Certificate'],
    patterns: [
      /children'?s product certificate/i,
      /\bCPC\b/,
      /general certificate of conformity/i,
      /\bGCC\b/,
      /certificate of (compliance|conformity)/i,
      /\b(UL|ETL|CSA)\b[^.\n]{0,40}certif/i,
      /safety certific/i,
    ],
  },
  {
    id: 'laboratory-test-reports',
    name: 'Laboratory Test Reports',
    description:
      'Test reports from an accredited (for children\u2019s products, CPSC-accepted) laboratory.',
    examples: [
      'ASTM F963 or EN 71 test report',
      'UL / EN test report for electrical products',
      'Certificate of analysis (COA)',
    ],
    documentTypes: ['Test Report'],
    patterns: [
      /test reports?/i,
      /lab(oratory)? reports?/i,
      /test results/i,
      /certificates? of analysis/i,
      /\bCOA\b/,
    ],
  },
  {
    id: 'declaration-of-conformity',
    name: 'Declaration of Conformity',
    description:
      'The manufacturer\u2019s declaration that the product conforms to the applicable directives (e.g. CE marking).',
    examples: ['EU Declaration of Conformity', 'UK Declaration of Conformity (UKCA)'],
    documentTypes: ['Certificate'],
    patterns: [/declaration of conformity/i, /\bDoC\b/],
  },
  {
    id: 'product-images',
    name: 'Product Images',
    description: 'Photos of the product, its labels and packaging.',
    examples: [
      'Main image on a white background',
      'Photos of the label and packaging',
      'Photos showing warnings or markings',
    ],
    documentTypes: ['Image'],
    patterns: [
      /\bimages?\b/i,
      /\bphotos?\b/i,
      /\bphotographs?\b/i,
      /\bpictures?\b/i,
      /\bproduct label\b/i,
    ],
  },
  {
    id: 'safety-data-sheet',
    name: 'Safety Data Sheet',
    description:
      'A GHS-compliant Safety Data Sheet (SDS/MSDS) from the manufacturer, including transport information.',
    examples: ['SDS with all 16 sections', 'Section 14 transport information'],
    documentTypes: ['Other', 'Certificate'],
    patterns: [/safety data sheets?/i, /\bM?SDS\b/],
  },
  {
    id: 'hazmat-exemption-sheet',
    name: 'Hazmat Exemption Sheet',
    description: 'An exemption sheet showing the product is not regulated as a dangerous good.',
    examples: ['Battery exemption sheet', 'Non-flammable liquid exemption sheet'],
    documentTypes: ['Other', 'Certificate'],
    patterns: [/exemption sheets?/i],
  },
  {
    id: 'plan-of-action',
    name: 'Plan of Action',
    description:
      'Your plan of action: the root cause, what you have done to fix it, and how you will prevent it.',
    examples: ['Root cause', 'Corrective actions taken', 'Preventive measures'],
    documentTypes: ['Letter', 'Other'],
    patterns: [/plan of action/i, /\bPOA\b/, /corrective actions?/i],
  },
  {
    id: 'rights-owner-retraction',
    name: 'Retraction from the Rights Owner',
    description: 'A written retraction of the complaint, sent by the rights owner to Amazon.',
    examples: ['Retraction e-mail from the rights owner to notice-dispute@amazon.com'],
    documentTypes: ['Letter'],
    patterns: [/retraction/i],
  },
  {
    id: 'patent-attorney-opinion',
    name: 'Patent Attorney Opinion',
    description: 'A non-infringement opinion from a licensed attorney.',
    examples: ['Non-infringement opinion letter'],
    documentTypes: ['Letter', 'Other'],
    patterns: [
      /(non-infringement|legal) opinion/i,
      /opinion from an? (licensed )?(patent )?attorney/i,
    ],
  },
  {
    id: 'proof-of-delivery',
    name: 'Proof of Delivery',
    description: 'Carrier documents showing what was delivered to the fulfillment center.',
    examples: ['Carrier-signed proof of delivery (POD)', 'Bill of lading', 'Packing list'],
    documentTypes: ['Other', 'Invoice'],
    patterns: [/proof of delivery/i, /\bPOD\b/, /bill of lading/i, /packing list/i],
  },
  {
    id: 'product-authenticity-documentation',
    name: 'Product Authenticity Documentation',
    description: 'Documents proving the products are genuine.',
    examples: [
      'Certificate of authenticity',
      'Brand owner confirmation',
      'Invoices tracing the product to the brand',
    ],
    documentTypes: ['Invoice', 'Certificate', 'Letter'],
    patterns: [
      /proof of authenticity/i,
      /authenticity (documentation|documents|certificate)/i,
      /certificate of authenticity/i,
    ],
  },
  {
    id: 'chain-of-custody-documentation',
    name: 'Chain of Custody Documentation',
    description:
      'Documents that trace the units from the manufacturer to you and to the fulfillment center.',
    examples: ['Manufacturer to distributor to you invoices', 'Shipping documents'],
    documentTypes: ['Invoice', 'Letter', 'Other'],
    patterns: [/chain of custody/i],
  },
  {
    id: 'product-specification-sheet',
    name: 'Product Specification Sheet',
    description:
      'The manufacturer\u2019s specification sheet: dimensions, weight, materials, model and part numbers.',
    examples: ['Manufacturer spec sheet', 'Technical data sheet'],
    documentTypes: ['Other', 'Test Report'],
    patterns: [/spec(ification)? sheets?/i, /technical (data )?(sheet|specifications?)/i],
  },
  {
    id: 'brand-registry-documentation',
    name: 'Brand Registry Documentation',
    description: 'Proof that you own or may use the brand.',
    examples: ['Trademark registration certificate', 'Brand Registry approval'],
    documentTypes: ['Certificate', 'Letter', 'Other'],
    patterns: [/brand registry/i, /trademark registration/i],
  },
  {
    id: 'product-categorization-justification',
    name: 'Product Categorization Justification',
    description: 'A short explanation of why the product belongs in the category you ask for.',
    examples: ['Intended use and target customer', 'Comparable products in that category'],
    documentTypes: ['Other', 'Letter'],
    patterns: [/justification/i, /why the product belongs/i, /categori[sz]ation/i],
  },
];

export function documentKind(id: string): DocumentKind {
  const kind = documentCatalog.find((k) => k.id === id);
  if (!kind) throw new Error(`Unknown document kind: ${id}`);
  return kind;
}
