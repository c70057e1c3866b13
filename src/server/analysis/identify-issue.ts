import {
  scorePatterns,
  weighted,
  type WeightedPattern,
  type WeightedText,
} from './weighted-patterns';

export const issueKinds = [
  'product-safety',
  'authenticity',
  'trademark',
  'copyright',
  'patent',
  'intellectual-property',
  'dangerous-goods',
  'listing-policy',
  'condition',
  'information-request',
  'inventory',
  // Named by the learned classifier (seen in real notices); the rules below do not produce them.
  'restricted-product',
  'compliance-documents',
  'pricing',
  'general',
  'none',
] as const;
export type IssueKind = (typeof issueKinds)[number];

export const issueLabels: Record<IssueKind, string> = {
  'product-safety': 'Product safety concern',
  authenticity: 'Authenticity / counterfeit complaint',
  trademark: 'Intellectual property: trademark complaint',
  copyright: 'Intellectual property: copyright complaint',
  patent: 'Intellectual property: patent complaint',
  'intellectual-property': 'Intellectual property complaint',
  'dangerous-goods': 'Restricted or dangerous goods (hazmat)',
  'listing-policy': 'Listing or detail-page policy',
  condition: 'Condition complaint (used sold as new)',
  'information-request': 'Information request',
  inventory: 'Inventory discrepancy or reimbursement',
  'restricted-product': 'Restricted product',
  'compliance-documents': 'Compliance documents requested',
  pricing: 'Pricing policy (fair pricing or pricing error)',
  general: 'General compliance issue',
  none: 'No account-health issue found',
};

const p = weighted;

/** Phrase families per issue. Weights: 4 names the issue outright, 2-3 is typical of it, 1 hints. */
const issuePatterns: Record<
  Exclude<
    IssueKind,
    | 'intellectual-property'
    | 'general'
    | 'none'
    | 'restricted-product'
    | 'compliance-documents'
    | 'pricing'
  >,
  WeightedPattern[]
> = {
  'product-safety': [
    p(/\bproduct safety\b/i, 3, 2),
    p(
      /\bsafety (concerns?|standards?|requirements?|review|complaints?|issues?|regulations?|risks?|certific\w*)\b/i,
      3,
      2,
    ),
    p(/\bCPSC\b|consumer product safety/i, 3),
    p(/\brecall(ed|s)?\b/i, 2),
    p(/choking hazard|hazard to (children|consumers)|strangulation|suffocation/i, 3),
    p(/children'?s product certificate|\bCPC\b|\bGCC\b/i, 2),
    p(/\b(ASTM|EN ?71|EN ?\d{5}|16 CFR|UL ?\d{3,4})\b/i, 2),
    p(/\b(burns?|overheat\w*|caught fire|smoke|injur(y|ies|ed)|electric shock)\b/i, 2),
    p(/general product safety|\bGPSR\b|CE marking/i, 3),
    p(/\bunsafe\b|may not comply with (applicable )?safety/i, 2),
    p(/comply with [^.\n]{0,50}\b(regulations|standards)\b|regulatory requirements/i, 2),
    p(/(could not|unable to) (confirm|verify) (the product's )?compliance/i, 2),
  ],
  authenticity: [
    p(/\b(inauthentic|not authentic|counterfeit\w*|knock-?offs?|fake)\b/i, 4, 2),
    p(/\bauthenticity\b/i, 3, 2),
    p(/supply chain/i, 2, 2),
    p(
      /supply chain verification|verify (your )?supply chain|authori[sz]ed (distributor|reseller)/i,
      2,
    ),
    p(/verify (the )?(authenticity|your supply chain|your supplier|that your products)/i, 2),
    p(/\bgenuine\b/i, 1),
  ],
  trademark: [
    p(/\btrademark(s|ed)?\b/i, 3, 3),
    p(
      /\b(word|registered|design|figurative|protected) marks?\b|brand owner[^.\n]{0,40}\b(mark|brand name)\b/i,
      3,
    ),
    p(/brand name you are not authorized|\blogo\b|without (their )?permission/i, 1),
  ],
  copyright: [
    p(/\bcopyright(s|ed)?\b/i, 4, 2),
    p(
      /unauthori[sz]ed (copies|reprints?|reproductions?)|copied from|reproduce[sd]? (text|images)/i,
      2,
    ),
    p(/counter-?notice|\bDMCA\b/i, 1),
  ],
  patent: [
    p(/\bpatents?\b/i, 4, 2),
    p(/\bAPEX\b|patent evaluation/i, 3),
    p(/design patent|utility patent/i, 2),
  ],
  'dangerous-goods': [
    p(/dangerous goods?|\bhazmat\b|hazardous (materials?|goods)/i, 4, 2),
    p(/safety data sheets?|\bM?SDS\b/i, 2),
    p(/\b(flammable|UN ?\d{4}|lithium|aerosol|corrosive|class \d(\.\d)?)\b/i, 1, 2),
    p(/restricted products?|is restricted|are restricted/i, 3),
    p(/pesticides?|EPA registration/i, 3),
    p(
      /unapproved (drug|medical device)|drug (claims|paraphernalia)|disease claims|medical device/i,
      3,
    ),
    p(/exemption sheet/i, 2),
    p(/\bFDA\b/, 1),
  ],
  'listing-policy': [
    p(/search suppressed|suppressed listings?/i, 2),
    p(
      /missing (a |the |required )?(main image|brand|information|attributes?|product information|images?)/i,
      4,
    ),
    p(/main image|image requirements/i, 2),
    p(/product title|title requirements|title exceeds|promotional (phrases|language|claims)/i, 3),
    p(/brand (name )?(is missing|attribute)|does not match the brand/i, 3),
    p(/detail page (rules|policy)|listing (quality|policy|requirements)|style guide/i, 3),
    p(/\bincomplete\b|required (product )?information is missing/i, 3),
    p(
      /fair pricing|pricing (error|practices)|prices? (is |was )?(significantly|much) (higher|lower)|priced significantly|reference price|price gouging/i,
      4,
    ),
    p(/\bpric(e|es|ing)\b/i, 1, 2),
  ],
  condition: [
    p(/used sold as new|sold (as|in) ["\u201c']?new\b|listed (in|as) ["\u201c']?new\b/i, 4),
    p(
      /(already|previously) (been )?used|misrepresent\w{0,12} the condition|not in new condition|broken seal|condition (complaints?|guidelines)|(used|damaged|worn) condition|signs of wear|opened packaging|missing (their )?original packaging/i,
      3,
    ),
    p(/\bcondition\b/i, 1),
  ],
  'information-request': [
    p(
      /(additional|more|further) (information|details)|\bwe (need|require) (some |the following )?(information|details)|information (is )?required/i,
      3,
    ),
    p(
      /request to sell|approval request|appl(y|ying|ication) to sell|category approval|ungat\w*|request approval|approve (your|the) (request|asin)/i,
      3,
    ),
    p(
      /catalog (team|support)|browse node|product category|GTIN exemption|ASIN creation|brand approval|dimensions?( and weight)?/i,
      2,
    ),
    p(/following information|send us the following|we are reviewing the product information/i, 2),
    p(
      /before we can (proceed|approve|complete|process)|we need you to (confirm|provide|send|share)|regarding your request/i,
      2,
    ),
    p(/variation (family|relationship|theme)|parent asin|child asins?/i, 2),
  ],
  inventory: [
    p(/\breimburs\w*/i, 4),
    p(/\bdiscrepanc(y|ies)\b/i, 3),
    p(/\bstranded\b/i, 3),
    p(/\b(lost|damaged) (at|in|by)\b|found damaged|were damaged/i, 2),
    p(/reconciliation|inventory adjustments?/i, 3),
    p(/not received|received fewer|missing units|units? (were )?not (received|returned)/i, 3),
    p(/removal order/i, 1),
  ],
};

const IP_FAMILY = ['trademark', 'copyright', 'patent'] as const;
const IP_GENERIC = [p(/intellectual property/i, 2), p(/rights owner/i, 2), p(/\binfring\w*/i, 2)];

export interface IssueResult {
  kind: IssueKind;
  label: string;
  scores: Partial<Record<IssueKind, number>>;
}

/**
 * The issue the notice is about. A compliance issue that is clearly named beats an inventory
 * problem (inventory held for authenticity is about authenticity); weak evidence gives
 * 'General compliance issue' for a notice, 'none' otherwise.
 */
export function identifyIssue(texts: WeightedText[], isNoticeLike: boolean): IssueResult {
  const scores: Partial<Record<IssueKind, number>> = {};
  for (const [kind, patterns] of Object.entries(issuePatterns))
    scores[kind as IssueKind] = scorePatterns(texts, patterns);
  const ipGeneric = scorePatterns(texts, IP_GENERIC);
  const bestIp = IP_FAMILY.reduce(
    (best, kind) => ((scores[kind] ?? 0) > (scores[best] ?? 0) ? kind : best),
    IP_FAMILY[0],
  );
  if ((scores[bestIp] ?? 0) > 0) scores[bestIp] = (scores[bestIp] ?? 0) + ipGeneric;
  else scores['intellectual-property'] = ipGeneric;

  const compliance = (Object.keys(scores) as IssueKind[]).filter((k) => k !== 'inventory');
  const best = compliance.reduce((a, b) => ((scores[b] ?? 0) > (scores[a] ?? 0) ? b : a));
  const bestScore = scores[best] ?? 0;
  const inventoryScore = scores.inventory ?? 0;
  let kind: IssueKind;
  if (bestScore >= 4 && bestScore >= inventoryScore * 0.6) kind = best;
  else if (inventoryScore >= 3) kind = 'inventory';
  else if (bestScore >= 3) kind = best;
  else kind = isNoticeLike ? 'general' : 'none';
  return { kind, label: issueLabels[kind], scores };
}
