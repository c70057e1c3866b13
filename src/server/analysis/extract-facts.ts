import { documentCatalog } from './document-catalog';
import { findLiterals, mayMatch, prefilterOf } from './literal-prefilter';
import { splitSentences, type ListItemMark } from './sentences';

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

/** A product page address names its ASIN, book ASINs included: /dp/0316769487, /gp/product/B0…. */
const PRODUCT_URL =
  /\/(?:dp|gp\/product|gp\/aw\/d|product-reviews|exec\/obidos\/ASIN)\/([0-9A-Z]{10})(?![0-9A-Za-z])/gi;
/**
 * Another identifier's label and value ("SKU: 1501142976", "Phone 0316769487"): a number after
 * it is that identifier, even on a line or in a list about ASINs.
 */
const OTHER_ID =
  /\b(?:seller |merchant )?(?:SKU|MSKU|FNSKU|UPC|EAN|GTIN|JAN|phone|tel|telephone|fax|mobile|order(?: id| number)?|tracking(?: id| number)?|case(?: id)?|zip|postal code)(?:\s*[:#])?\s*[\w-]+/gi;

/** How a table row is cut into cells, and which cell its header names ASIN. */
interface AsinColumn {
  split: RegExp;
  index: number;
}

function asinColumnOf(header: string): AsinColumn | null {
  const split = header.includes('|') ? /\|/ : header.includes('\t') ? /\t/ : / {2,}/;
  const cells = header.split(split);
  const index = cells.findIndex((cell) => ASIN_WORD.test(cell));
  return cells.length >= 2 && index >= 0 ? { split, index } : null;
}

/**
 * ASINs in order of appearance: 'B0' codes anywhere, product page addresses, and 10-digit book
 * ASINs (ISBN-10 with a valid check digit) where the line, or the list it belongs to, is about
 * ASINs or ISBNs: in a table under an ASIN header, only from the ASIN column.
 */
export function extractAsins(text: string): string[] {
  const found: string[] = [];
  let asinListAbove = 0;
  let column: AsinColumn | null = null;
  for (const line of text.split('\n')) {
    const mentionsAsin = ASIN_WORD.test(line);
    // Each search below needs a string most lines lack ('B0', '/', 'ASIN'): those lines skip it.
    if (/b0/i.test(line))
      for (const m of line.matchAll(/\b(B0[0-9A-Z]{8})\b/gi)) found.push(m[1]!.toUpperCase());
    if (line.includes('/'))
      for (const m of line.matchAll(PRODUCT_URL))
        if (/\d/.test(m[1]!)) found.push(m[1]!.toUpperCase());
    // Notices pasted publicly often mask or clip the ASIN ("ASIN: *********", "ASIN: B07TLXXXX");
    // right after an "ASIN:" label it is still the ASIN the notice names.
    // A mask is one placeholder character repeated ("*********", "XXXXXXXX", "YYYYYYYYY"), and
    // a label may introduce several codes ("Removed ASIN: YYYYYYYYY ZZZZZZZZZ").
    if (line.includes('ASIN'))
      for (const m of line.matchAll(
        /\bASINs?\s*[:#]\s*((?:(?:B0[0-9A-Z]{7}|[Bb]?([xX*])\2{5,11}|([A-Z])\3{7,11})(?![0-9A-Za-z*])[,\s]*)+)/g,
      ))
        for (const code of m[1]!.split(/[,\s]+/))
          if (/^(B0[0-9A-Z]{7}|[Bb]?([xX*])\2{5,11}|([A-Z])\3{7,11})$/.test(code)) found.push(code);
    const inAsinContext = (mentionsAsin || asinListAbove > 0) && !NOT_ASIN_LINE.test(line);
    if (mentionsAsin) column = asinColumnOf(line);
    if (inAsinContext) {
      const cells = column && !mentionsAsin ? line.split(column.split) : [];
      const searched = (cells.length >= 2 ? (cells[column!.index] ?? '') : line).replace(
        OTHER_ID,
        ' ',
      );
      for (const m of searched.matchAll(/(?<![\d-])(\d{9}[\dXx])(?![\d-])/g)) {
        const code = m[1]!.toUpperCase();
        if (isValidIsbn10(code)) found.push(code);
      }
    }
    if (mentionsAsin) asinListAbove = 4;
    else if (line.trim() === '') asinListAbove = Math.max(0, asinListAbove - 2);
    else asinListAbove -= 1;
  }
  return unique(found);
}

const REQUEST_VERB =
  /\b((e-?mail|write to) [\w.+-]+@[\w.-]+|(please|kindly) take|(please|kindly|must|need to|needs to|required to) (also )?(confirm|sign|accept|agree to|complete and return|fill (out|in))|(can|will) only accept|(must|need to) complete|provid(e|ing)|(re)?submit(ting)?|(re)?send(ing)?|upload(ing)?|attach(ing)?|shar(e|ing)|furnish|include|reply|respond|we (need|require)|(is|are|will be|would be) (required|needed|requested)|required(?=\s*:)|must (provide|submit|include|send|upload)|following documents|(your|the) responsibility to (ensure|provide|obtain|display)|(you are|are) responsible for (obtaining|providing|displaying)|needs? to be (verified|certified|tested)|will help (expedite|speed up)|update your (listing|detail page)s? (with|to)|(must|need to|required to) comply with the following|complete the following steps|we (ask|request) that you|required (documents|documentation|information)|(documents|documentation|information|evidence) (we need|needed|required|accepted)|(we|amazon) (will |would )?(also |still |further |additionally )?(need|needs|require|requires)|we['’]ll (need|require)|(once|after|when|as soon as) (we|amazon) (receives?|have received|has received|gets?)|upon receipt of|(we are|we're|amazon is) requesting|(supply|forward|present|furnish|produce)(ing)? (?=(us|the|a|an|your|copies|proof|documentation|documents|evidence|any|all|one|following|this|these|it|them)\b)|(give|show|send|forward|e-?mail|mail) us|e-?mail (it|them|us|the|a|an|your|copies)|(will|would) need (to (provide|submit|send|upload|obtain|have) )?(a|an|the|your|copies|proof)|(must|need to|needs to|required to) (have|obtain|hold)|must receive|accept(able|ed) (forms? of )?(documents?|documentation|evidence|proof)|examples of (acceptable )?(documents?|documentation|evidence)|(documents?|documentation|evidence) (that )?(we|amazon) (will )?accepts?|we (will )?accept|(please|kindly|must|should) (also )?(explain|describe|outline|detail)|tell us|(revert|get back|come back|write back)( to us)? with|let us (have|know (the|your))|(please|kindly) (lodge|file|hand in|post|enter|add) (a|an|the|your|copies)\b(?! (questions?|comments?|feedback|reviews?|case|claim|ticket)\b)|(please|kindly) (return (the |a |an |your )?(signed|completed|filled)|(obtain|get) (a|an|the|your|copies|proof)\b)|(please|kindly) have [^.]{0,60}\bready\b|(we|amazon) (will )?expect (to (see|receive|review)|you to)|(we are|we['’]re|amazon is|(team|department) (is|are)) (requiring|asking (you )?for|going to (need|require))|\b(team|department) (will |would )?(also |still )?(need|needs|require|requires)\b|make available|(please|kindly) (arrange|prepare) (a|an|the|your|copies|documents?)\b|(make sure|ensure)\b[^.]{0,60}\b(contains?|included|attached|enclosed)\b|(we|amazon)(['’]d| would) (like|want) to (see|receive|review|have)|(cannot|can['’]t|can not|unable to|not able to) (proceed|continue|reinstate|reactivate|review|process)[\w ]{0,40} without|(must|should|shall|need to|needs to|has to|have to|to) be (provided|submitted|sent|uploaded|attached|included|supplied)|(is|are) (needed|necessary|mandatory|a (requirement|prerequisite))|(have|has) not (yet )?(provided|submitted|uploaded|sent)|(should|must|needs? to) (contain|consist of|comprise)|\bwithout (an? |the |your )?(valid |required |acceptable )?[\w' -]{2,40}, we (cannot|can't|can not|are unable to|will not be able to))\b/i;

/**
 * Chinese and Japanese notices ask with 请提供 / 提出してください, or "reply with … attached"
 * (添付の上ご返信ください), the period or date often between 请 and the verb (请在7天内提交); what
 * the seller already sent (ご提出いただいた改善計画) is not asked again. `\b` has no hold on their
 * script.
 */
const REQUEST_VERB_CJK =
  /[请請](?:[在于於][^。！？\n]{0,30}?)?(提供|提交|上传|上傳|发送|發送|附上)|(需要?|须|必须|並|并|還需|还需)(提供|提交|上传|發送|发送|上傳)|(提出|提供|送付|アップロード|添付|返信|送信)(して|を|の上)?(ください|下さい)|ご(提出|提供|送付|返信|送信)(?!いただいた|頂いた|いただきました|頂きました)|お送り(ください|下さい|いただけ|いただきますよう)/;

/**
 * The European marketplaces' notices ask in their own language: "reichen Sie … ein", "veuillez
 * fournir", "proporcione", "si prega di inviare", "stuur ons", "prosimy o przesłanie", "prześlij",
 * "envie", "lütfen … gönderin", "vänligen skicka"; or say
 * what was not sent, which asks for it ("Sie haben Ihre Nummer nicht übermittelt").
 */
const REQUEST_VERB_EU =
  /\b(senden|reichen|laden|legen|stellen|übermitteln|schicken|fügen|übersenden|geben|teilen|nennen) Sie\b|\b(angeben|anzugeben|mitteilen|mitzuteilen)\b|\b(einreichen|einzureichen|vorlegen|vorzulegen|hochladen|hochzuladen|übermitteln|zusenden|zuzusenden|bereitstellen|bereitzustellen|nachweisen|benötigen|erforderlich(en)?)\b|\b(veuillez|merci de|vous devez|vous devrez)\b|\b(fournir|soumettre|envoyer|transmettre|joindre|fournissez|envoyez|soumettez|requis(es)?|nécessaires?)\b|\b(por favor|le rogamos|deberá|debe)\b|\b(proporcion(e|ar)|proporciona(nos)?|proporciónanos|envíe(nos)?|enviar(nos)?|envía(nos)?(l[oa]s?)?|envíenos(l[oa]s?)?|sube|súbe(nos)?(l[oa]s?)?|present(e|ar)|adjunt(e|ar)|facilit(e|ar)|aport(e|ar)|necesitamos|requerid[oa]s?)\b|\b(si prega di|ti preghiamo di|la preghiamo di|devi|dovrai|è necessario|abbiamo bisogno)\b|\b(fornire|fornisci|inviare|inviarci|invia|presentare|caricare|allegare|richiest[ie])\b|\b(gelieve|stuur|verstrek|aanleveren|indienen|verstrekken|toesturen|uploaden|vereist)\b|\b(prosimy|należy|przesłać|dostarczyć|przedłożyć)\b|\b(prześlij|przekaż|dostarcz|załącz)\b|\b(envie(-nos)?|enviar|forneça|fornecer|apresente|anexe|solicitamos|pedimos|deverá)\b|\b(lütfen|gönderin(iz)?|sağlayın(ız)?|yükleyin(iz)?|iletin(iz)?)|\b(skicka|lämna|bifoga|vänligen|ladda upp|tillhandahåll)\b|\bnicht (übermittelt|eingereicht|hochgeladen|angegeben|vorgelegt|bereitgestellt)\b|\bn['’](avez|a) pas (encore )?(fourni|soumis|transmis|envoyé)/i;

/**
 * A clause that says a document is not needed ("a test report is not required", "you do not
 * need to provide invoices"), or that someone other than the seller sends it ("ask the rights
 * owner for a retraction", "the rights owner must send the retraction"): what it names is not
 * asked of the seller. Only the clause counts: "no test report is needed, but send the CPC".
 */
const NOT_ASKED_OF_SELLER =
  /\b(not (required|necessary|needed|mandatory)|no longer (required|needed)|no (further |other )?(action|steps?) (is |are )?(needed|required|necessary)|no need to|(do|does|will) not (need|have) to|don't (need|have) to|need not|optional)\b|\b(rights|brand|trademark|copyright|patent) owner (must|should|can|may|will|needs to|has to) (send|submit|provide|file)|\b(ask|contact|reach out to|request)\b[^.;]{0,30}\b(rights|brand|trademark|copyright|patent) owner\b|\b(if|unless|when|once) the (rights|brand|trademark|copyright|patent) owner\b|(?<!\b(?:if|when|unless|in case) (?:you|we|they|the seller) )\b(do not|don['\u2019]t|never|should not|shouldn['\u2019]t) (re)?(send|submit|provide|upload|include|attach)\b|\b(we|amazon|our team) (will|can|may|would) (send|provide|share|forward|e-?mail) (you|to you)\b|\b(thank you|thanks) for (providing|submitting|sending|uploading|sharing|attaching|including)\b|(^|,)\s*(not|rather than|instead of) (a|an|the|your)\b/i;
const CLAUSE_BREAK =
  /;|,\s*(?:but|however|instead|while)\b|\s(?:but|however|instead)\s|,(?=\s*(?:not|rather than|instead of) (?:a|an|the|your)\b)|,\s*or\s+(?=(?:provide|send|submit|upload|attach|share|you)\b)|,\s*(?=(?:please|kindly)\b)/gi;
/**
 * "Invoices must include the supplier's name, address and phone": what a named document has to
 * show, not another document. Kinds named after it in the sentence are its contents.
 */
const DOCUMENT_CONTENTS =
  /\b(invoices?|receipts?|documents?|certificates?|reports?|labels?|letters?)\s+(must|should|need to|needs to|has to|have to|shall)\s+(clearly\s+)?(include|show|contain|list|display|state|bear|have)\b/i;

/** Clause spans [start, end) of the sentence. */
function clauses(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let start = 0;
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    spans.push([start, m.index]);
    start = m.index + m[0].length;
  }
  spans.push([start, text.length]);
  return spans;
}

/** Drops the kinds named in a clause that does not ask the seller for them, and a document's listed contents. */
function keepAskedOfSeller(text: string, hits: DocumentHit[]): DocumentHit[] {
  let kept = hits;
  if (NOT_ASKED_OF_SELLER.test(text))
    for (const [start, end] of clauses(text))
      if (NOT_ASKED_OF_SELLER.test(text.slice(start, end)))
        kept = kept.filter((hit) => hit.at < start || hit.at >= end);
  const contents = DOCUMENT_CONTENTS.exec(text);
  if (contents) {
    const after = contents.index + contents[0].length;
    kept = kept.filter((hit) => hit.at < after);
  }
  return kept;
}

/** "An MSDS does not suffice": the document is named to say it will not do. */
const REJECTED_MENTION =
  /\b(does|do|will) not (suffice|be (accepted|sufficient))|(is|are) not (sufficient|acceptable|accepted)|cannot (be )?accept(ed)?\b/i;

/**
 * The notice's own question or heading for what to do ("How do I reinstate my listing?", "What
 * do I need to provide?", "What you need to do:"): the list under it is what it asks for. Not
 * "How do I appeal?", which tells where to click.
 */
const REQUEST_HEADING =
  /^(how (do|can|should) (i|we|you) (reinstate|reactivate|restore|regain|resolve|fix|get (it|them|my|your|this|the)\b[^?]{0,40}\bback)|what (do|should|must) (i|we|you) (need to )?(do|send|submit|provide|include|prepare)|what (i|you|we) (need|must|have) to (do|send|submit|provide)|what (is|are) (required|needed))\b[^.!]{0,80}$/i;

/**
 * "Invoices must:", "Your plan of action should include:": the list under it says what that
 * document shows or explains, not which other documents to send.
 */
const CONTENTS_INTRO =
  /\b(invoices?|receipts?|documents?|certificates?|reports?|labels?|letters?|sheets?|images?|photos?|plan of action|POA)\s+(must|should|need to|needs to|has to|have to|shall)(\s+(clearly\s+)?(include|show|contain|list|display|state|bear|have|explain|describe|address|cover|meet)\b)?[^.:]{0,40}:$/i;
/** …unless an item of such a list asks for papers of its own ("supporting documents, e.g. invoices"). */
const NAMES_PAPERS =
  /\b(supporting|copies|copy|attach\w*|enclos\w*|documentation|documents?|evidence)\b/i;

/** In a list under a contents intro that item `owner` holds (null: at the top), is `item` nested? */
function isNestedIn(item: ListItemMark | undefined, owner: ListItemMark | null): boolean {
  if (!item) return false;
  if (!owner) return true;
  return (
    item.indent > owner.indent || (item.indent === owner.indent && item.marker !== owner.marker)
  );
}

/**
 * A heading over documents that are not asked for: the ones Amazon does not accept ("We do not
 * accept the following documents:"), or help pages ("For more information, see:").
 */
const NOT_REQUESTED_HEADING =
  /\b(do|does|will|can|would) not accept\b|\b(don['\u2019]t|doesn['\u2019]t|won['\u2019]t|cannot|can['\u2019]t) accept\b|\bnot (be )?(accepted|acceptable|sufficient)\b|\bunacceptable\b|^(for (more|further|additional) (information|details|help)|learn more|see also|more information|related (help|links|pages|articles|topics)|useful links|help pages?|resources)\b/i;

/** "We do not accept pro forma invoices or screenshots": what follows in the clause is refused. */
const REFUSES_WHAT_FOLLOWS =
  /\b(we|amazon) ((do|does|will|can|would) not|don['\u2019]t|doesn['\u2019]t|won['\u2019]t|cannot|can['\u2019]t) accept\b/i;

/** "…read the Certificate of Conformity requirements help page": a page named after a document. */
const PAGE_TITLE =
  /\b(requirements?|guidelines?|polic(y|ies)|rules)( help)? (page|article|section)s?\b|\bhelp (page|article)s?\b/i;
/** Where the page's title starts: after the last of these words before it. */
const TITLE_OPENER = /\b(the|our|see|read|review|visit|check|on)\b/gi;

/** The seller's own words in a quoted reply: "I am attaching our invoices", "I have sent the CPC". */
const SELLER_GIVES =
  /\bI(['\u2019]m| am| have|['\u2019]ve| had| will|['\u2019]ll)( also| already| now| hereby| just)? (attach|send|sent|submit|upload|provid|includ|shar|forward|resen|resubmit|enclos)/;

/** A table's header cell over the documents it lists: "Document", "Required documents", "Document type". */
const DOCUMENT_COLUMN =
  /^(required |requested |supporting )?(documents?|documentation)( (type|name|required|needed))?$/i;

/**
 * How many sentences back "please resubmit the certificate above" may look for the document:
 * past the one before only when it says it points back.
 */
const REFER_BACK_REACH = 3;
const POINTS_FURTHER_BACK =
  /\b(above|aforementioned|mentioned|earlier|previously|you (sent|submitted|provided|uploaded))\b/i;

/** A question or a heading ("How do I send this information?") starts the notice's next section. */
const SECTION_START = /\?\s*$|^(why|how|what|when|where|can i|do i|will i)\b[^.]*$/i;
/** Prose after "please send us the following:" is read as its list until this many sentences name no document. */
const PROSE_LIST_GAP = 2;

const REFERS_BACK =
  /\b(the|this|that|these|those) (documents?|certificates?|files?)\b|\b(resubmit|re-submit|resend|send|submit|provide|upload|attach|forward|e-?mail) (it|them|this|these|copies|(a|an) ((clear|clearer|legible|readable|new|valid|complete|full|updated|revised|corrected|unredacted|current) )?(copy|version|one))\b/i;

/**
 * A notice in another marketplace language: accented or CJK letters, or common words of a
 * language that may be written without accents. Only then are the kinds' local names and the
 * local request verbs tried.
 */
const OTHER_LANGUAGE =
  /[\u00c0-\u024f\u3040-\u30ff\u3400-\u9fff]|\b(und|Sie|Ihre?|bitte|vous|votre|veuillez|nous|usted|por favor|della|delle|sono|questo|si prega|preghiamo|tuo|tua|een|het|uw|wij|prosimy|oraz|och|inte|ditt|lütfen|için|você|seu|sua|envie)\b/i;

/**
 * Each kind's patterns joined into one expression per flag set: a search then scans the sentence
 * once per kind, and still finds the earliest place any of its names starts.
 */
function joined(patterns: RegExp[]): RegExp[] {
  const byFlags = new Map<string, string[]>();
  for (const p of patterns)
    byFlags.set(p.flags, [...(byFlags.get(p.flags) ?? []), `(?:${p.source})`]);
  return [...byFlags].map(([flags, sources]) => new RegExp(sources.join('|'), flags));
}
const englishPatterns = documentCatalog.map((kind) => joined(kind.patterns));
const allPatterns = documentCatalog.map((kind) =>
  joined([...kind.patterns, ...(kind.localPatterns ?? [])]),
);
const englishFilters = englishPatterns.map((patterns) => patterns.map(prefilterOf));
const allFilters = allPatterns.map((patterns) => patterns.map(prefilterOf));

function catalogNamesIn(text: string, isLocal: boolean): string[] {
  const patterns = isLocal ? allPatterns : englishPatterns;
  return documentCatalog
    .filter((_, i) => patterns[i]!.some((pattern) => pattern.test(text)))
    .map((kind) => kind.name);
}

/**
 * "…the following:", "documents such as", the notice's own question "What documents do I need
 * to send?", and a short request with no full stop, a heading: "Required documents".
 */
const REQUEST_LIST_INTRO =
  /:\s*$|\bfollowing\b|\b(folgenden?|suivant(e|s|es)?|siguientes?|seguenti|volgende|następując\w*)\b|以下|下記|如下|\bsuch as\s*$|\b(documents?|documentation|information|items|evidence)\b[^.]{0,20}\b(below|listed here)\b|\b(what|which) (documents?|information|items)\b[^.?]{0,200}\?\s*$|^[^.!?:;]{3,60}$/i;

/** An intro whose list follows it: "…the following:", "…one of the following documents.", "…such as". */
const INTRO_END = /(:|\bfollowing(\s+[\w-]+){0,2}\.?|\bsuch as)\s*$/i;

/** A finite verb: the sentence says something, it is not a bare list item. */
const NAMES_A_CLAIM =
  /\b(is|are|was|were|be|been|has|have|had|will|would|can|could|may|might|must|should|shall|do|does|did|we|you)\b/i;

/** A sentence that names examples of what the request before it asks for. */
const GIVES_EXAMPLES =
  /^(for (example|instance)|e\.g\.|examples? (include|are|of)|(this|these|it|they|which) (may|can|could|should|must|might) (include|be)|acceptable (documents?|documentation|evidence|examples?) (include|are))\b/i;

interface DocumentHit {
  kind: (typeof documentCatalog)[number];
  /** Where in the sentence the kind is first named. */
  at: number;
}

function documentHits(text: string, isLocal: boolean): DocumentHit[] {
  const patterns = isLocal ? allPatterns : englishPatterns;
  const filters = isLocal ? allFilters : englishFilters;
  // Most kinds are not named in a sentence: those whose literals it lacks are not searched for.
  const found = findLiterals(text);
  const hits: DocumentHit[] = [];
  documentCatalog.forEach((kind, k) => {
    let at = Infinity;
    for (let j = 0; j < patterns[k]!.length; j += 1) {
      const index = mayMatch(filters[k]![j]!, found) ? text.search(patterns[k]![j]!) : -1;
      if (index >= 0 && index < at) at = index;
    }
    if (at < Infinity) hits.push({ kind, at });
  });
  return hits.sort((a, b) => a.at - b.at);
}

/**
 * Drops, in place, what a clause says Amazon does not accept ("we do not accept pro forma
 * invoices or screenshots") and the documents a help page's title names ("read the Certificate
 * of Conformity requirements help page").
 */
function dropRefusedAndTitles(text: string, hits: DocumentHit[]): void {
  const drop = (from: number, to: number) => {
    for (let i = hits.length - 1; i >= 0; i -= 1)
      if (hits[i]!.at >= from && hits[i]!.at < to) hits.splice(i, 1);
  };
  const refusal = REFUSES_WHAT_FOLLOWS.exec(text);
  if (refusal) {
    const clause = clauses(text).find(
      ([start, end]) => start <= refusal.index && refusal.index < end,
    );
    drop(refusal.index, clause?.[1] ?? text.length);
  }
  const title = PAGE_TITLE.exec(text);
  if (title) {
    const lead = text.slice(Math.max(0, title.index - 80), title.index);
    const opener = [...lead.matchAll(TITLE_OPENER)].pop();
    drop(opener ? title.index - lead.length + opener.index : title.index, title.index);
  }
}

/** Catalogue names of the documents the e-mail asks for: request sentences and the lists they introduce. */
export function extractRequestedDocuments(text: string): string[] {
  const requested: string[] = [];
  let isRequestList = false;
  let afterIntro = false;
  // Pasted notices often lose their line breaks, so the items an intro ending in ':' announces
  // arrive as prose; they are its list until PROSE_LIST_GAP sentences in a row name no document.
  let proseListGap = -1;
  // …and the paragraph of its last bullet: a list laid out with bullets ends at the blank line
  // after them, so a policy paragraph under it is not more of its items.
  let bulletParagraph = -1;
  // The sentences just before, nearest first: what "the certificate above" refers back to.
  const recent: string[] = [];
  let previousWasRead = false;
  // After "Invoices must:", the items nested under it say what the invoices show (see isNestedIn).
  let contents: { owner: ListItemMark | null } | null = null;
  let lastItem: { mark: ListItemMark; paragraph: number } | null = null;
  // Under a table header "Document | Requirement", only the Document cell names what is asked.
  let documentColumn: number | null = null;
  // A request that names no document and announces no list ("To reopen your account, please
  // submit copies for our review.") asks for what the list right under it names.
  let listMayFollow = false;
  const isLocal = OTHER_LANGUAGE.test(text);
  for (const sentence of splitSentences(text)) {
    const earlier = [...recent];
    recent.unshift(sentence.text);
    recent.length = Math.min(recent.length, REFER_BACK_REACH);
    if (contents) {
      if (sentence.isListItem && isNestedIn(sentence.item, contents.owner)) {
        if (!NAMES_PAPERS.test(sentence.text)) continue;
      } else if (sentence.isListItem || !sentence.item) contents = null;
    }
    if (sentence.isListItem && sentence.item)
      lastItem = { mark: sentence.item, paragraph: sentence.paragraph };
    if (CONTENTS_INTRO.test(sentence.text))
      contents = {
        owner:
          sentence.item ??
          (lastItem && lastItem.paragraph === sentence.paragraph ? lastItem.mark : null),
      };
    if (sentence.cells) {
      const column = sentence.cells.findIndex((cell) => DOCUMENT_COLUMN.test(cell));
      // The header names no document; the list it heads goes on under it.
      if (column >= 0) {
        documentColumn = column;
        continue;
      }
    } else documentColumn = null;
    const said =
      sentence.cells && documentColumn !== null
        ? (sentence.cells[documentColumn] ?? '')
        : sentence.text;
    // A quoted reply of the seller's ("I am attaching our invoices") asks nothing of the seller.
    if (SELLER_GIVES.test(said)) {
      previousWasRead = false;
      continue;
    }
    // "We do not accept the following documents:", "For more information, see:", or examples
    // after a sentence that asked for nothing: the list under it is not asked for.
    if (
      !sentence.isListItem &&
      said.endsWith(':') &&
      (NOT_REQUESTED_HEADING.test(said) || (!previousWasRead && GIVES_EXAMPLES.test(said)))
    ) {
      isRequestList = false;
      listMayFollow = false;
      afterIntro = false;
      proseListGap = -1;
      previousWasRead = false;
      continue;
    }
    const inFollowingList: boolean = listMayFollow && sentence.isListItem;
    listMayFollow = inFollowingList;
    const isHeading = !sentence.isListItem && REQUEST_HEADING.test(said);
    const isRequest =
      isHeading ||
      REQUEST_VERB.test(said) ||
      (isLocal && (REQUEST_VERB_CJK.test(said) || REQUEST_VERB_EU.test(said)));
    // Matching every catalog pattern is the costly part: only for sentences that may be read.
    let found: DocumentHit[] | null = null;
    const hitsOf = () => (found ??= documentHits(said, isLocal));
    // "Please send us:" introduces what follows, whether or not it is laid out as a list.
    const continuesIntro = afterIntro && !sentence.isListItem;
    afterIntro = false;
    let inProseList = false;
    if (!sentence.isListItem && !continuesIntro) {
      if (bulletParagraph >= 0 && sentence.paragraph !== bulletParagraph) proseListGap = -1;
      if (proseListGap >= 0 && isRequestList && !SECTION_START.test(said)) {
        proseListGap = hitsOf().length > 0 ? 0 : proseListGap + 1;
        inProseList = proseListGap < PROSE_LIST_GAP;
      }
      // A sub-heading inside a request list ("For non-food products:") or a short note
      // between its items keeps the list going; other prose ends it.
      const staysInList =
        inProseList ||
        (isRequestList &&
          !isRequest &&
          !/\?\s*$/.test(said) &&
          (/:\s*$/.test(said) || said.length < 80));
      if (!staysInList) {
        // "Invoices must include the following:" lists what the invoices show, not documents.
        isRequestList =
          isRequest &&
          (isHeading || REQUEST_LIST_INTRO.test(said)) &&
          !DOCUMENT_CONTENTS.test(said);
        proseListGap = isRequestList && INTRO_END.test(said) ? 0 : -1;
        bulletParagraph = -1;
      }
      // Such a heading opens the list under it, not the prose after it ("How do I reinstate my
      // listing? Sellers are often asked for invoices.").
      afterIntro = isRequestList && !isHeading && (INTRO_END.test(said) || /\?\s*$/.test(said));
      listMayFollow =
        isRequest &&
        !isRequestList &&
        !DOCUMENT_CONTENTS.test(said) &&
        !SECTION_START.test(said) &&
        hitsOf().length === 0;
    } else if (sentence.isListItem && proseListGap >= 0) {
      proseListGap = 0;
      bulletParagraph = sentence.paragraph;
    }
    // "Please send proof of your supply chain. For example, invoices or receipts."
    const givesExamples = previousWasRead && GIVES_EXAMPLES.test(said);
    // "…please submit documents such as Bank statement. Order confirmation email. Shipment
    // tracking information.": list items that lost their bullets, a document named without a verb.
    // "A plan of action that explains: …" opens with the document it names, as an item does.
    const head = said.split(':')[0]!;
    const isBareItem =
      !sentence.isListItem &&
      !/^[a-z]/.test(said) &&
      !SECTION_START.test(said) &&
      (previousWasRead
        ? said.length <= 200 && !NAMES_A_CLAIM.test(said)
        : head.length < said.length && !NAMES_A_CLAIM.test(head)) &&
      hitsOf().length > 0 &&
      // Unread before, the document opens the head ("A plan of action that explains: …"), not
      // the text after a label ("Note: passport scans are stored securely.").
      (previousWasRead || hitsOf()[0]!.at < Math.min(13, head.length));
    previousWasRead = false;
    if (
      !isRequest &&
      !continuesIntro &&
      !inProseList &&
      !givesExamples &&
      !isBareItem &&
      !(sentence.isListItem && (isRequestList || inFollowingList))
    )
      continue;
    previousWasRead = true;
    const hits = keepAskedOfSeller(said, hitsOf());
    dropRefusedAndTitles(said, hits);
    // "An MSDS does not suffice": the document named just before the refusal is not asked for.
    const refusedAt = said.search(REJECTED_MENTION);
    // …unless the request named it in a clause of its own first ("Please send invoices;
    // self-generated invoices are not acceptable").
    const refusalStart =
      clauses(said).find(([start, end]) => start <= refusedAt && refusedAt < end)?.[0] ?? 0;
    const refused =
      refusedAt < 0
        ? null
        : [...hits]
            .reverse()
            .find((hit) => hit.at < refusedAt && refusedAt - hit.at < 40 && hit.at >= refusalStart);
    if (refused) hits.splice(hits.indexOf(refused), 1);
    // "The CPC submitted is missing information. Please resubmit the document": the request
    // names no document of its own, so it asks again for the one just mentioned.
    // It may be named a few sentences up ("The CPC you submitted … The certificate does not list
    // the laboratory. Please resubmit the certificate above."): the nearest that names one.
    if (hits.length === 0 && REFERS_BACK.test(said) && !NOT_ASKED_OF_SELLER.test(said))
      for (const before of earlier.slice(
        0,
        POINTS_FURTHER_BACK.test(said) ? REFER_BACK_REACH : 1,
      )) {
        const names = catalogNamesIn(before, isLocal);
        if (names.length === 0) continue;
        requested.push(...names);
        break;
      }
    requested.push(...hits.map((hit) => hit.kind.name));
  }
  return unique(requested);
}

// Words of bounded length: unbounded, a long run of letters, apostrophes and dashes was
// rescanned to its end from every capital in it, quadratic (F35).
const POLICY = /\b((?:[A-Z][\w'&-]{0,40}\s+){1,5}(?:Policy|policy|Rules|Requirements))\b/g;
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
      allMatches(text, /\b(?:complaint|case)(?=\s)(?:\s+ID)?(?:\s*[:#])?\s*(\d[\d-]{5,})/gi, 1),
    ),
    policies: extractPolicies(text),
    requestedDocuments: extractRequestedDocuments(text),
  };
}
