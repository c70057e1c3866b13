import { documentCatalog } from './document-catalog';
import { splitSentences } from './sentences';

export interface ExtractedFacts {
  asins: string[];
  skus: string[];
  fnskus: string[];
  shipmentIds: string[];
  orderIds: string[];
  complaintIds: string[];
  policies: string[];
  /** Names from the document catalogue, in the order the e-mail asks for them. */
  requestedDocuments: string[];
}

const unique = (values: string[]) => [...new Set(values)];

function allMatches(text: string, pattern: RegExp, group = 0): string[] {
  return [...text.matchAll(pattern)].map((m) => (m[group] ?? '').trim()).filter(Boolean);
}

/** ISBN-10 check digit: the weighted sum 10..1 is a multiple of 11. */
export function isValidIsbn10(code: string): boolean {
  if (!/^\d{9}[\dX]$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += (10 - i) * (code[i] === 'X' ? 10 : Number(code[i]));
  return sum % 11 === 0;
}

const ASIN_WORD = /\b(ASINs?|ISBN(?:-10)?s?)\b/i;
const NOT_ASIN_LINE =
  /\b(complaint|case|reimbursement|order|invoice|phone|tracking|reference|transaction)\b[^:\n]{0,12}(id|number|#|no\.?)/i;

/**
 * ASINs in order of appearance: 'B0' codes anywhere, and 10-digit book ASINs (ISBN-10 with a
 * valid check digit) where the line, or the list it belongs to, is about ASINs or ISBNs.
 */
export function extractAsins(text: string): string[] {
  const found: string[] = [];
  let asinListAbove = 0;
  for (const line of text.split('\n')) {
    const mentionsAsin = ASIN_WORD.test(line);
    for (const m of line.matchAll(/\b(B0[0-9A-Z]{8})\b/gi)) found.push(m[1]!.toUpperCase());
    const inAsinContext = (mentionsAsin || asinListAbove > 0) && !NOT_ASIN_LINE.test(line);
    if (inAsinContext) {
      for (const m of line.matchAll(/(?<![\d-])(\d{9}[\dX])(?![\d-])/g)) {
        if (isValidIsbn10(m[1]!)) found.push(m[1]!);
      }
    }
    if (mentionsAsin) asinListAbove = 4;
    else if (line.trim() === '') asinListAbove = Math.max(0, asinListAbove - 2);
    else asinListAbove -= 1;
  }
  return unique(found);
}

const REQUEST_VERB =
  /\b(provid(e|ing)|submit(ting)?|send(ing)?|upload(ing)?|attach(ing)?|shar(e|ing)|furnish|include|reply|respond|we (need|require)|(is|are) required|must (provide|submit|include|send|upload)|following documents)\b/i;

/** Catalogue names of the documents the e-mail asks for: request sentences and the lists they introduce. */
export function extractRequestedDocuments(text: string): string[] {
  const requested: string[] = [];
  let isRequestList = false;
  for (const sentence of splitSentences(text)) {
    const isRequest = REQUEST_VERB.test(sentence.text);
    if (!sentence.isListItem)
      isRequestList = isRequest && /:\s*$|\bfollowing\b/i.test(sentence.text);
    if (!isRequest && !(sentence.isListItem && isRequestList)) continue;
    const hits = documentCatalog
      .map((kind) => ({
        kind,
        at: Math.min(...kind.patterns.map((p) => sentence.text.search(p)).filter((i) => i >= 0)),
      }))
      .filter((hit) => Number.isFinite(hit.at))
      .sort((a, b) => a.at - b.at);
    requested.push(...hits.map((hit) => hit.kind.name));
  }
  return unique(requested);
}

const POLICY = /\b((?:[A-Z][\w'&-]*\s+){1,5}(?:Policy|policy|Rules|Requirements))\b/g;
const POLICY_LEAD = /^(Our|The|This|Your|A|An|Per|Under|Amazon's)\s+/;

export function extractPolicies(text: string): string[] {
  return unique(
    allMatches(text, POLICY, 1).map((p) => p.replace(POLICY_LEAD, '').replace(/\s+/g, ' ')),
  );
}

export function extractFacts(text: string): ExtractedFacts {
  return {
    asins: extractAsins(text),
    skus: unique(
      allMatches(text, /\b(?:merchant |seller )?SKU\s*(?::|#)\s*([A-Z0-9][A-Z0-9._-]{1,39})/gi, 1),
    ),
    fnskus: unique(allMatches(text, /\bX00[0-9A-Z]{7}\b/g)),
    shipmentIds: unique(allMatches(text, /\bFBA(?=[0-9A-Z]*\d)[0-9A-Z]{6,12}\b/g)),
    orderIds: unique(allMatches(text, /\b\d{3}-\d{7}-\d{7}\b/g)),
    complaintIds: unique(
      allMatches(text, /\b(?:complaint|case)\s+(?:ID\s*)?(?::|#)?\s*(\d[\d-]{5,})/gi, 1),
    ),
    policies: extractPolicies(text),
    requestedDocuments: extractRequestedDocuments(text),
  };
}
