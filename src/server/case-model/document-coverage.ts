import type { DocumentType } from '../../domain/document';
import {
  AUTHORIZATION_STATEMENT,
  DECLARATION_OF_CONFORMITY,
  INVOICE_WORDS,
  LABORATORY,
  PASS_WORDS,
  PRICE_WORDS,
  QUANTITY_WORDS,
  SUPPLIER_LABEL,
  TEST_REPORT_NAMES,
  withoutAccreditationClaims,
} from '../../domain/document-words';
import { documentCatalog } from '../analysis/document-catalog';

/**
 * What a document's own text shows it is, per document-catalog id. A document covers a
 * requirement because of what it says, never because of the type it was uploaded as: a
 * certificate of conformity is not a test report for being a "Certificate", and an invoice is
 * proof of authenticity or chain of custody only when its text says so.
 */
type Evidence = (text: string, head: string) => boolean;

const all =
  (...patterns: RegExp[]): Evidence =>
  (text) =>
    patterns.every((p) => p.test(text));
const any =
  (...patterns: RegExp[]): Evidence =>
  (text) =>
    patterns.some((p) => p.test(text));
const atLeast =
  (count: number, ...patterns: RegExp[]): Evidence =>
  (text) =>
    patterns.filter((p) => p.test(text)).length >= count;

/** A document's title lines: how it names itself, before the body mentions other documents. */
const HEAD_LINES = 3;
const HEAD_CHARS = 200;

const END = '(?![a-zà-ÿß])';
const LINE_ITEMS = new RegExp(`\\b(?:${QUANTITY_WORDS}|${PRICE_WORDS})${END}`);
// Not when the words cite another document ("based on test report No. 123", "gemäß Prüfbericht").
const TEST_REPORT_TITLE = new RegExp(
  `(?<!\\b(?:based on|according to|per|see|ref\\.?|reference|under|gemäß|laut|selon|según|secondo)\\s(?:the\\s)?)\\b(?:${TEST_REPORT_NAMES})${END}`,
);
const TEST_BODY =
  /\b(test (item|sample|method|conditions?|procedure)s?|sample (no|number|description|received)|date of (receipt|testing))\b/;
/** A certificate or declaration names itself so; it may cite a test report without being one. */
const CERTIFICATE_TITLE =
  /\b(certificate|certification|declaration|zertifikat|bescheinigung|erklärung|certificat|déclaration|certificado|declaración|certificato|dichiarazione)/;
const OUTCOME = new RegExp(
  `\\b(?:${PASS_WORDS}|fail(?:ed|s)?|nicht bestanden|non conforme|échec)${END}`,
);
const LAB = new RegExp(`\\b(?:${LABORATORY})`);
const STANDARD =
  /\b(astm(?:\s*[a-z])?\s*\d+|en\s?\d{3,}|iec\s?\d{3,}|ul\s?\d{2,}|cpsia|16\s*cfr|fcc|rohs|csa|etl)\b/;

const PARTY = new RegExp(`${SUPPLIER_LABEL.source}|\\bfactory\\b`);
const STREET =
  /\b\d{1,6}\s+[a-z0-9.' -]{2,40}\b(street|st\.?|road|rd\.?|avenue|ave\.?|boulevard|blvd\.?|lane|drive|way|park)\b|\b\d{5,6}\b/;
const PHONE_OR_MAIL =
  /(\+?\d[\d\s().-]{7,}\d)|(?<![a-z0-9._%+-])[a-z0-9._%+-]{1,64}@[a-z0-9.-]{1,255}\.[a-z]{2,}|\bwww\.[a-z0-9-]+\.[a-z]{2,}/;

const evidence: Record<string, Evidence> = {
  // A supplier named with an address and a phone, e-mail or website: an invoice can show it.
  'supplier-contact-information': all(PARTY, STREET, PHONE_OR_MAIL),
  'business-license': any(
    /\bbusiness licen[cs]e\b/,
    /\bcertificate of incorporation\b/,
    /\b(company|business) registration (certificate|number|no)\b/,
  ),
  'proof-of-identity': any(
    /\bpassport\b/,
    /\bdriver'?s licen[cs]e\b/,
    /\b(national )?identity card\b/,
  ),
  // A certificate of insurance names the cover and who holds or is insured by it.
  'liability-insurance': all(
    /\binsur(ance|er|ed|ers)\b/,
    /\b(certificate of (liability )?insurance|liability|additional insureds?|policy (no|number))\b/,
  ),
  'utility-bill': any(/\butility bill\b/, /\b(electricity|water|gas) (bill|charges|usage)\b/),
  'bank-statement': all(/\bbank\b/, /\b(statement|iban|account (no|number))\b/),
  'user-manual': any(
    /\buser (manual|guide)\b/,
    /\binstructions? for use\b/,
    /\boperating instructions\b/,
    /\b(bedienungsanleitung|gebrauchsanweisung|betriebsanleitung|mode d['’]emploi|notice d['’]utilisation|manual de (usuario|instrucciones)|instrucciones de uso|manuale (d['’]uso|utente|di istruzioni)|istruzioni per l['’]uso)/,
  ),
  'supplier-invoices': all(INVOICE_WORDS, LINE_ITEMS),
  'authorization-letter': any(
    AUTHORIZATION_STATEMENT,
    /\bletter of authori[sz]ation\b/,
    /\b(licen[cs]e|distribution|distributor) agreement\b/,
    /\b(autorisierungsschreiben|vertriebsvereinbarung|vertriebsvertrag|lizenzvertrag|lettre d['’]autorisation|contrat de (distribution|licence)|carta de autorización|contrato de (distribución|licencia)|lettera di autorizzazione|contratto di (distribuzione|licenza))/,
  ),
  'safety-certification': (text, head) =>
    (/\b(certificate|certification|certified|certify|zertifikat|certificat|certificado|certificato)/.test(
      head,
    ) &&
      STANDARD.test(text)) ||
    /\b(children'?s product certificate|general certificate of conformity|certificate of (compliance|conformity)|konformitätszertifikat|certificat de conformité|certificado de conformidad|certificato di conformità)/.test(
      text,
    ),
  // A report names itself a report in its title, or reads like one (test items and outcomes from a laboratory).
  'laboratory-test-reports': (text, head) =>
    TEST_REPORT_TITLE.test(head) ||
    (!CERTIFICATE_TITLE.test(head) &&
      TEST_BODY.test(text) &&
      OUTCOME.test(withoutAccreditationClaims(text)) &&
      LAB.test(text)),
  'declaration-of-conformity': any(DECLARATION_OF_CONFORMITY),
  'safety-data-sheet': all(
    /\b(safety data sheet|m?sds|sicherheitsdatenblatt|fiche de données de sécurité|ficha de datos de seguridad|scheda (dati )?di sicurezza)/,
    /\b(section|hazard|abschnitt|gefahr|rubrique|danger|sección|peligro|sezione|pericol)\w*/,
  ),
  'hazmat-exemption-sheet': any(
    /\bexemption sheet\b/,
    /\bnot (regulated|restricted) as (a )?dangerous good/,
  ),
  'plan-of-action': atLeast(
    2,
    /\bplan of action\b/,
    /\broot cause\b/,
    /\bcorrective (action|measure)s?\b/,
    /\bpreventi(ve|on) (action|measure)s?\b/,
  ),
  'rights-owner-retraction': any(
    /\bretract(ion|s|ed)?\b/,
    /\bwithdraw(s|n)? (the|our|my) complaint\b/,
  ),
  'patent-attorney-opinion': all(
    /\b(non-infringement|legal opinion|opinion)\b/,
    /\b(attorney|counsel|law firm|esq\.?)\b/,
  ),
  'proof-of-delivery': any(
    /\bproof of delivery\b/,
    /\bbill of lading\b/,
    /\bpacking list\b/,
    /\bdelivered to\b[^.]{0,80}\b(fulfil?ment|warehouse|fc)\b/,
  ),
  'product-authenticity-documentation': any(
    /\b(authentic|authenticity|genuine)\b/,
    /\bcertificate of authenticity\b/,
  ),
  'chain-of-custody-documentation': any(
    /\bchain of custody\b/,
    /\btraceab(le|ility)\b/,
    /\b(manufacturer|factory)\b[^.]{0,120}\b(distributor|wholesaler)\b[^.]{0,120}\b(seller|retailer|us|you)\b/,
  ),
  'product-specification-sheet': atLeast(
    2,
    /\bspec(ification)?s?( sheet)?\b/,
    /\bdimensions?\b/,
    /\bweight\b/,
    /\bmaterials?\b/,
    /\bmodel (no|number)\b/,
  ),
  'brand-registry-documentation': any(
    /\bbrand registry\b/,
    /\btrademark registration\b/,
    /\bregistered trademark\b/,
    /\b(uspto|euipo|(patent and )?trademark office|principal register|markenurkunde|dpma)\b/,
  ),
  'product-categorization-justification': all(
    /\bcategor(y|ies|i[sz]ation)\b/,
    /\b(justif\w+|belongs|intended use|target customer)\b/,
  ),
};

/**
 * Catalog ids this document covers, from its extracted text (and, for a photo, its type: a
 * product image is what it shows, not what it says).
 */
export function documentCovers(input: { type: DocumentType; text: string }): string[] {
  const lower = input.text.toLowerCase();
  const text = lower.replace(/\s+/g, ' ').trim();
  const head = lower
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, HEAD_LINES)
    .join(' ')
    .slice(0, HEAD_CHARS);
  const covers = Object.entries(evidence)
    .filter(([, shows]) => text.length > 0 && shows(text, head))
    .map(([id]) => id);
  // A kind of document without a rule of its own here: the text names it the way notices do.
  for (const kind of documentCatalog)
    if (
      !(kind.id in evidence) &&
      kind.id !== 'product-images' &&
      kind.patterns.some((p) => p.test(text))
    )
      covers.push(kind.id);
  if (input.type === 'Image' && !covers.includes('product-images')) covers.push('product-images');
  return covers;
}
