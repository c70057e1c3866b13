import type { DocumentType } from './document';
import {
  AUTHORIZATION_STATEMENT,
  AUTHORIZING_VERB,
  BRAND_OWNER_WORDS,
  BUYER_WORDS,
  CERTIFICATE_WORDS,
  DECLARATION_OF_CONFORMITY,
  FAIL_VERDICT,
  FAILED_SAMPLE,
  INVOICE_NUMBER_LABEL,
  INVOICE_WORDS,
  ISSUER_WORDS,
  LETTER_WORDS,
  PASS_WORDS,
  PRICE_WORDS,
  QUANTITY_WORDS,
  SELLER_ROLE,
  SIGNATURE_WORDS,
  SUPPLIER_LABEL,
  TEST_REPORT_WORDS,
  verdictText,
} from './document-words';

/** A date found in a document, with what the words just before it say it is. */
export type FoundDate = { date: Date; role: 'issue' | 'expiry' | 'due' | 'other' };

/** What the scorer reads from a document before the checklist judges it. */
export type DocumentFacts = {
  /** Lower-cased text, whitespace collapsed. */
  text: string;
  dates: FoundDate[];
  /** 0..1: how clearly the text names the case's product (ASIN, or share of title words). */
  productMatch: number;
  /** The case's seller ID appears in the text. */
  sellerIdFound: boolean;
  image: { width: number; height: number } | null;
  today: Date;
};

export type ChecklistItem = {
  id: string;
  /** Shown to the seller in missingElements when the item is not found. */
  label: string;
  /** What the item counts towards: the share found (completeness), the rules met (compliance), or both. */
  counts: 'completeness' | 'compliance' | 'both';
  /** Failing it makes the document unusable whatever else it has (expired, wrong product, pro-forma). */
  severe?: boolean;
  test: (facts: DocumentFacts) => boolean;
};

export const DAY_MS = 86_400_000;
export const INVOICE_MAX_AGE_DAYS = 365;
export const MIN_IMAGE_SHORT_SIDE_PX = 500;

const END = '(?![a-zà-ÿß])';

export const has = (pattern: RegExp) => (facts: DocumentFacts) => pattern.test(facts.text);

const COMPANY_SUFFIX =
  '(?:ltd|llc|inc|gmbh|ug|ag|co\\.|corp|corporation|limited|company|s\\.a\\.|sarl|s\\.a\\.r\\.l|srl|s\\.r\\.l|s\\.p\\.a|s\\.l\\.|b\\.v\\.|plc|pty|trading|industr(?:y|ies)|manufactur\\w*|factory)\\b';
export const COMPANY = new RegExp(`\\b${COMPANY_SUFFIX}`);
const COMPANY_ALL = new RegExp(`\\b${COMPANY_SUFFIX}`, 'g');
const LEGAL_FORM = new RegExp(`^(?:co|${COMPANY_SUFFIX})`);

/**
 * How many different companies the text names, each told by the word before its legal form
 * ("Brightway Lighting Co., Ltd." and "Nordlicht Handel UG" are two; the supplier's name in its
 * letterhead and again in its bank details is one).
 */
function companiesNamed(text: string): number {
  const names = new Set<string>();
  for (const match of text.matchAll(COMPANY_ALL)) {
    const words = text.slice(Math.max(0, match.index - 40), match.index).match(/[a-z0-9&'-]+/g);
    const name = words?.reverse().find((w) => w.length >= 3 && !LEGAL_FORM.test(w));
    if (name) names.add(name);
  }
  return names.size;
}
const SUPPLIER_NAMED = new RegExp(`${SUPPLIER_LABEL.source}\\s*[:-]`);
const SELLER_NAMED = new RegExp(
  `\\b(?:${SELLER_ROLE})(?![a-zà-ÿß])(?:\\s*(?:name|id))?(?:\\s*[:-])?\\s*[a-z0-9]`,
);
/**
 * "X hereby authorizes Nordlicht Handel UG to sell", "Kettle Depot LLC has our permission to
 * sell", "grants Acme Goods LLC permission to resell": the seller named as the one authorized.
 */
const AUTHORIZED_COMPANY = new RegExp(
  `\\b(?:${AUTHORIZING_VERB})[^.]{0,120}?\\b${COMPANY_SUFFIX}|\\b${COMPANY_SUFFIX}[^.]{0,40}?\\b(?:has|have|is|are) (?:our |the brand owner's )?(?:permission|permitted|authori[sz]ed|granted)\\b|\\b(?:grant|give)s?\\b[^.]{0,80}?\\b${COMPANY_SUFFIX}[^.]{0,20}?\\b(?:permission|the right|a licen[cs]e)\\b`,
);
// A bare run of digits is often a date or an invoice number: a phone needs a label, a '+' or an area code.
const PHONE =
  /(\b(tel|phone|ph|mobile|mob|cell|fax)\b\.?(?:\s*(no\.?))?(?:\s*[:#])?\s*\+?\d[\d\s().-]{6,}\d|\+\d[\d\s().-]{7,}\d|\(\d{3}\)\s?\d{3}[-\s.]\d{4})/;
// Starts only where a run of address characters starts, and the parts are bounded as in RFC
// 5321: unanchored, a long run of them with no '@' (base64 in a PDF) was rescanned from each
// character, quadratic (200 KB took over a minute).
const EMAIL = /(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@[a-z0-9.-]{1,255}\.[a-z]{2,}/;
const WEBSITE = /\b(www\.[a-z0-9-]+\.[a-z]{2,}|https?:\/\/[a-z0-9.-]+)/;
const ADDRESS =
  /(\b\d{1,6}\s+[a-z0-9.' -]{2,40}\b(street|st\.?|road|rd\.?|avenue|ave\.?|boulevard|blvd\.?|lane|ln\.?|drive|dr\.?|way|court|ct\.?|place|pl\.?|parkway|highway|suite|unit|floor)\b|\b(zip|postal code|postcode)\b|\b[a-z]{2}\s\d{5}(-\d{4})?\b|\b\d{5,6}\s+[a-z]|\bp\.?o\.? box\b)/g;

function countMatches(pattern: RegExp, text: string): number {
  return [...text.matchAll(pattern)].length;
}

export function isWithinDays(date: Date, today: Date, days: number): boolean {
  const age = (today.getTime() - date.getTime()) / DAY_MS;
  return age >= -1 && age <= days;
}

/** The document's own date: one labelled as an issue date, else the first that is not an expiry or due date. */
export function issueDateOf(facts: DocumentFacts): Date | null {
  const labelled = facts.dates.find((d) => d.role === 'issue');
  return (labelled ?? facts.dates.find((d) => d.role === 'other'))?.date ?? null;
}

export const dated = (facts: DocumentFacts) => issueDateOf(facts) !== null;
const notFutureDated = (facts: DocumentFacts) => {
  const issued = issueDateOf(facts);
  return issued !== null && issued.getTime() <= facts.today.getTime() + DAY_MS;
};
export const notExpired = (facts: DocumentFacts) =>
  facts.dates
    .filter((d) => d.role === 'expiry')
    .every((d) => d.date.getTime() >= facts.today.getTime() - DAY_MS);
export const productIdentified = (facts: DocumentFacts) => facts.productMatch >= 0.5;
export const hasContact = (facts: DocumentFacts) =>
  PHONE.test(facts.text) || EMAIL.test(facts.text) || WEBSITE.test(facts.text);
const PASS_RESULT = new RegExp(`\\b(?:${PASS_WORDS})(?![a-zà-ÿß])`);
const hasPassResult = (facts: DocumentFacts) => PASS_RESULT.test(verdictText(facts.text));
const hasFailResult = (facts: DocumentFacts) => {
  const text = verdictText(facts.text);
  return FAIL_VERDICT.test(text) || FAILED_SAMPLE.test(text);
};

/**
 * What a quote or an order confirmation calls itself ("QUOTE", "Sales Order Confirmation",
 * "Auftragsbestätigung"). An invoice may cite one by its number ("Order confirmation no. 4471",
 * "please quote this invoice number"), so the words count only as a title: ahead of any invoice
 * word, not followed by a number label.
 */
const NOT_FINAL_TITLE = new RegExp(
  `\\b(?:quote|order confirmation|sales order|order acknowledge?ment|auftragsbestätigung|confirmation de commande|confirmación de pedido|conferma d['’]ordine)${END}(?!\\s*(?:no\\b|nr\\b|#|number|ref|:))`,
);
const INVOICE_TITLE = /\b(?:invoice|rechnung|facture|factura|fattura)/;

function titledBeforeInvoice(text: string, title: RegExp): boolean {
  const named = title.exec(text);
  if (!named) return false;
  const invoiced = INVOICE_TITLE.exec(text);
  return !invoiced || named.index < invoiced.index;
}

const invoice: ChecklistItem[] = [
  {
    id: 'supplier-name',
    label: 'Supplier name',
    counts: 'completeness',
    test: (f) => SUPPLIER_NAMED.test(f.text) || COMPANY.test(f.text),
  },
  {
    id: 'supplier-address',
    label: 'Supplier address',
    counts: 'completeness',
    test: (f) => countMatches(ADDRESS, f.text) >= 1,
  },
  {
    id: 'supplier-contact',
    label: 'Supplier contact (phone, e-mail or website)',
    counts: 'both',
    test: hasContact,
  },
  {
    id: 'buyer',
    label: 'Buyer (seller) name and address',
    counts: 'both',
    // Odoo and Xero print the customer's address block with no "Bill to" over it: two companies
    // with two addresses name both parties.
    test: (f) =>
      (BUYER_WORDS.test(f.text) || f.sellerIdFound || companiesNamed(f.text) >= 2) &&
      countMatches(ADDRESS, f.text) >= 2,
  },
  {
    id: 'invoice-date',
    label: `Invoice date within the last ${INVOICE_MAX_AGE_DAYS} days`,
    counts: 'both',
    test: (f) => {
      const issued = issueDateOf(f);
      return issued !== null && isWithinDays(issued, f.today, INVOICE_MAX_AGE_DAYS);
    },
  },
  {
    id: 'invoice-number',
    label: 'Invoice number',
    counts: 'completeness',
    // Odoo titles an invoice with its number and no label: "Invoice INV/2026/00412".
    test: has(
      new RegExp(
        `\\b(?:${INVOICE_NUMBER_LABEL})(?:\\s*[:#.])?\\s*[a-z0-9][a-z0-9/_-]{2,}|\\b(?:invoice|rechnung|facture|factura|fattura)\\s*[:#]?\\s*[a-z]{1,5}[/-]?\\d[\\d/_-]{2,}`,
      ),
    ),
  },
  {
    id: 'product',
    label: "Product description matching the case's product",
    counts: 'both',
    severe: true,
    test: productIdentified,
  },
  {
    id: 'quantities',
    label: 'Quantities',
    counts: 'completeness',
    // A table reads as one line: "Qty Unit price Amount … 500 4.20 2,100.00" still states quantities.
    test: has(
      new RegExp(
        `\\b(?:${QUANTITY_WORDS})(?![a-zà-ÿß])(?:\\s*[:.])?\\s*\\d|\\b\\d+\\s*(?:units|pcs|pieces|sets|cartons|ctns|stück|stk|pièces|unidades|pezzi)(?![a-zà-ÿß])|\\b(?:${QUANTITY_WORDS})(?![a-zà-ÿß])[^\\n]{0,200}?\\d`,
      ),
    ),
  },
  {
    id: 'prices',
    label: 'Unit prices or amounts',
    counts: 'completeness',
    // "6.000,00 €" is how the EU marketplaces write an amount: a comma before the cents.
    test: has(
      new RegExp(
        `\\b(?:${PRICE_WORDS})(?![a-zà-ÿß])[^\\n]{0,200}?\\d(?:[\\d,]*\\.|[\\d.]*,)\\d{2}\\b|(?:\\$|usd|eur|€|£|gbp|chf|cny|rmb)\\s?\\d|\\d\\s?(?:€|£|eur\\b|chf\\b)`,
      ),
    ),
  },
  {
    id: 'final-invoice',
    label: 'A final invoice (not a pro-forma invoice, quote or order confirmation)',
    counts: 'compliance',
    severe: true,
    test: (f) =>
      !/\b(pro[\s-]?forma|quotation|price quote|estimate|angebot|kostenvoranschlag|devis|presupuesto|cotización|preventivo)\b/.test(
        f.text,
      ) && !titledBeforeInvoice(f.text, NOT_FINAL_TITLE),
  },
];

const issuingBody: ChecklistItem = {
  id: 'issuer',
  label: 'Issuing laboratory or certification body',
  counts: 'both',
  // A declaration of conformity is the manufacturer's own, issued under its sole responsibility.
  test: (f) =>
    ISSUER_WORDS.test(f.text) ||
    (DECLARATION_OF_CONFORMITY.test(f.text) &&
      (BRAND_OWNER_WORDS.test(f.text) || COMPANY.test(f.text))),
};
const standard: ChecklistItem = {
  id: 'standard',
  label: 'Standard tested against (e.g. ASTM, EN, IEC, CPSIA, 16 CFR)',
  counts: 'both',
  // A certificate of analysis names its methods (AOAC, USP, FDA BAM) where a product test names a standard.
  test: has(
    /\b(astm(?:\s*[a-z])?\s*\d+|en\s?\d{3,}|en\s?71\b|iec\s?\d{3,}|iso\s?\d{3,}|ul\s?\d{2,}|cpsia|cpsc|\d{1,2}\s*cfr|fcc (part )?\d*|rohs|reach|lfgb|prop(osition)? 65|gb\s?\d{3,}|aoac|usp\s*<?\d+|bam\b|epa method)/,
  ),
};
const certificateCommon: ChecklistItem[] = [
  issuingBody,
  standard,
  {
    id: 'product',
    label: 'Product identified (name, model or ASIN)',
    counts: 'both',
    severe: true,
    test: productIdentified,
  },
  { id: 'date', label: 'Issue or test date', counts: 'completeness', test: dated },
  {
    id: 'pass',
    label: 'Pass result',
    counts: 'both',
    severe: true,
    test: (f) => hasPassResult(f) && !hasFailResult(f),
  },
  {
    id: 'not-future',
    label: 'Date not in the future',
    counts: 'compliance',
    severe: true,
    test: (f) => !dated(f) || notFutureDated(f),
  },
  { id: 'not-expired', label: 'Not expired', counts: 'compliance', severe: true, test: notExpired },
];

const letter: ChecklistItem[] = [
  {
    id: 'brand-owner',
    label: 'Brand owner details (name and address or contact)',
    counts: 'completeness',
    test: (f) =>
      (BRAND_OWNER_WORDS.test(f.text) || COMPANY.test(f.text)) &&
      (hasContact(f) || countMatches(ADDRESS, f.text) >= 1),
  },
  {
    id: 'seller',
    label: 'Seller named',
    counts: 'both',
    test: (f) => f.sellerIdFound || SELLER_NAMED.test(f.text) || AUTHORIZED_COMPANY.test(f.text),
  },
  {
    id: 'statement',
    label: 'Authorization statement',
    counts: 'both',
    test: has(AUTHORIZATION_STATEMENT),
  },
  { id: 'date', label: 'Date', counts: 'completeness', test: dated },
  {
    id: 'signature',
    label: 'Signature',
    counts: 'both',
    test: has(SIGNATURE_WORDS),
  },
  {
    id: 'not-future',
    label: 'Date not in the future',
    counts: 'compliance',
    test: (f) => !dated(f) || notFutureDated(f),
  },
  { id: 'not-expired', label: 'Not expired', counts: 'compliance', test: notExpired },
];

const image: ChecklistItem[] = [
  {
    id: 'resolution',
    label: `Readable resolution (at least ${MIN_IMAGE_SHORT_SIDE_PX} px on the short side)`,
    counts: 'both',
    test: (f) =>
      f.image !== null && Math.min(f.image.width, f.image.height) >= MIN_IMAGE_SHORT_SIDE_PX,
  },
];

const other: ChecklistItem[] = [
  {
    id: 'product',
    label: 'Product identified (name, model or ASIN)',
    counts: 'both',
    test: productIdentified,
  },
  { id: 'date', label: 'Date', counts: 'completeness', test: dated },
  { id: 'not-expired', label: 'Not expired', counts: 'compliance', test: notExpired },
];

/** What the marketplace expects in each kind of document, as checks over the document's facts. */
export const documentChecklists: Record<DocumentType, ChecklistItem[]> = {
  Invoice: invoice,
  Certificate: certificateCommon,
  'Test Report': certificateCommon,
  Letter: letter,
  Image: image,
  Other: other,
};

/** Words that show a text is the kind of document it was uploaded as. */
export const documentTypeSignals: Record<DocumentType, RegExp | null> = {
  Invoice: INVOICE_WORDS,
  Certificate: CERTIFICATE_WORDS,
  'Test Report': TEST_REPORT_WORDS,
  Letter: LETTER_WORDS,
  Image: null,
  Other: null,
};
