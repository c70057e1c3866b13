/**
 * How documents name themselves and their parts in English and in the languages of the EU
 * marketplaces Amazon runs (German, French, Spanish, Italian), read by the scorer's checklists
 * and by requirement coverage. A seller on amazon.de uploads the Rechnung and the
 * EU-Konformitätserklärung their supplier sent, not an English translation.
 *
 * Every pattern reads lower-cased text. JavaScript's `\b` sees only ASCII letters as word
 * characters, so a word ending in an accented letter ("qté", "facturé à") is closed with a
 * lookahead instead.
 */

/** Not followed by a letter, accented ones included. */
const END = '(?![a-zà-ÿß])';

const words = (alternatives: string) => new RegExp(`\\b(?:${alternatives})${END}`);

/** The words that make a text an invoice (or its receipt or order), as a title or a label. */
export const INVOICE_WORDS = words(
  'invoices?|bill|receipt|purchase order|bill of sale|rechnung(?:en)?|quittung|kaufbeleg|factures?|reçu|bon de commande|facturas?|recibo|orden de compra|fattur[ae]|ricevuta|ordine di acquisto',
);

/** A quantity column or label ("Qty", "Menge", "Qté", "Cantidad", "Quantità"). */
export const QUANTITY_WORDS =
  'qty|quantity|(?:ordered|shipped)(?= (?:shipped|back ?ordered|b/o|price|unit price|rate|amount|extended)\\b)|quantities|units?|pcs|pieces|menge|anzahl|stück|stk|quantité|qté|cantidad|cant|unidades|quantità|qtà|pezzi|pz';

/** A price or amount label. */
export const PRICE_WORDS =
  'unit price|price|amount|total|subtotal|rate|einzelpreis|preis|betrag|gesamt(?:betrag|preis)?|summe|prix(?: unitaire)?|montant|precio(?: unitario)?|importe|prezzo(?: unitario)?|importo|totale';

/** "Invoice No.", "Rechnungsnummer", "N° de facture", "Factura nº", "Numero fattura". */
export const INVOICE_NUMBER_LABEL =
  '(?:[il1]nvoice|inv)\\.?\\s*(?:no\\.?|number|num\\.?|#|id)|rechnungs-?\\s?(?:nr\\.?|nummer)|rechnung\\s*(?:nr\\.?|nummer)|beleg-?\\s?nr\\.?|n[°ºo]\\.?\\s*de\\s+factur[ea]|n[uú]m[ée]ro\\s+de\\s+factur[ea]|factur[ea]\\s*n[°ºo.]|numero\\s+(?:di\\s+)?fattura|fattura\\s*n[°.]?';

/** Who the invoice is made out to ("Bill to", "To:", German "An:", "Rechnungsempfänger", "Facturé à"). */
export const BUYER_WORDS = words(
  'an(?=\\s*:)|to(?=\\s*:)|bill(?:ed)? to|sold to|ship(?:ped)? to|buyer|customer|invoice to|rechnungsempfänger|rechnungsadresse|lieferadresse|empfänger|kunde|käufer|client|acheteur|destinataire|facturé à|adresse de facturation|cliente|comprador|destinatario|facturar a|intestatario',
);

/** Who issued it. */
export const SUPPLIER_LABEL = words(
  'supplier|vendor|sold by|seller|from|bill from|manufacturer|lieferant|verkäufer|hersteller|fournisseur|vendeur|fabricant|proveedor|vendedor|fabricante|fornitore|venditore|produttore',
);

/**
 * A pass: "complies", "bestanden", "conforme", "cumple". A Children's Product Certificate states
 * none: certifying is its verdict ("the rules to which this product is being certified").
 */
export const PASS_WORDS =
  'pass(?:ed|es)?|(?:product|item|sample|model)s? (?:is|are) (?:being )?certified|hereby certif(?:y|ies)|this is to certify|certifying compliance|authori[sz](?:ation|es|ed) (?:to|the application of the) (?:certification )?marks?|eligible to bear (?:the )?(?:[a-z]+ ){0,3}marks?|complies|complied|comply|conforms?|conformity|compliant|in compliance with|found to (?:comply|conform)|meets? (?:all )?(?:the )?(?:applicable )?requirements|satisfactory|certified to|within (?:the )?(?:specifications?|limits?)|meets? (?:the )?specifications?|conforms? to specifications?|bestanden|erfüllt|entspricht|konform|conforme|réussi|satisfaisant|cumple|apto|superado|superato|idoneo';

/**
 * The laboratory's or factory's own accreditation ("certified to ISO/IEC 17025", "an ISO 9001
 * compliant manufacturer"): a pass word there says nothing about the product, and a report with
 * no verdict of its own must not read as passed because its laboratory is accredited.
 */
const ACCREDITATION_CLAIM =
  /\b(?:certified|accredited|registered|compliant|in compliance|conform(?:s|ing)?|complies|complying)\s+(?:to|with|under)\s+(?:the\s+)?(?:iso(?:\/iec)?\s?(?:17025|17065|17020|9001|14001|45001)|gmp)\b|\biso(?:\/iec)?\s?(?:17025|17065|17020|9001|14001|45001)(?::\d{4})?[\s-]+(?:compliant|certified|accredited)\b/g;

/** The text a pass or fail verdict is read from: the accreditation claims taken out. */
export const withoutAccreditationClaims = (text: string) => text.replace(ACCREDITATION_CLAIM, ' ');

/**
 * A report's legend of verdict codes ("test object does not meet the requirement ....: F (Fail)",
 * "F = Fail"), printed in every IECEE CB report whatever its outcome: not a verdict on the sample.
 */
const VERDICT_LEGEND =
  /\b(?:does not )?meets? the requirements?[\s.…]{0,80}:\s*[pf]\s*\((?:pass|fail)\)|\b[a-z]{1,3}\s*=\s*(?:pass|fail)\b|\b(?:pass|fail)\s*=\s*[a-z]{1,3}\b/g;

/** The text a pass or fail verdict is read from: the accreditation claims and verdict legends taken out. */
export const verdictText = (text: string) =>
  withoutAccreditationClaims(text).replace(VERDICT_LEGEND, ' ');

/**
 * A failed verdict wherever it stands: a conclusion that says the sample "does not meet the
 * requirements" (which holds a pass word, so it must outweigh one), or "Fail" in a result column
 * ("12.4 Endurance test Fail"). A column header ("Pass/Fail") or a criterion is not a verdict.
 */
export const FAILED_SAMPLE = new RegExp(
  `\\b(?:does|did) not (?:comply|conform|meet|pass|fulfil)|\\b(?:samples?|products?|items?|specimens?) do not (?:comply|conform|meet|pass|fulfil)|\\bnot in compliance with|\\b(?<!\\bno |pass ?\\/ ?|pass or |p\\/)fail(?:ed|s)?(?! ?\\/ ?pass| or pass| criteri|[- ]?safe| (?:samples?|items?|tests?|units?|parts?|cases?)\\b)${END}`,
);

/** A failed verdict after its label ("Result: fail", "Ergebnis: nicht bestanden", "Résultat : non conforme"). */
export const FAIL_VERDICT = new RegExp(
  `\\b(?:result|verdict|conclusion|overall|ergebnis|gesamtergebnis|urteil|bewertung|fazit|résultat|conclusión|resultado|veredicto|risultato|esito|conclusione)(?:\\s*[:-])?\\s*(?:fail(?:ed|s)?|not pass(?:ed)?|non-?complian\\w*|does not (?:comply|conform)|out of spec(?:ification)?|exceeds? (?:the )?limits?|nicht (?:bestanden|erfüllt|konform)|non[- ]conforme|échec|no conforme|no cumple|no apto|non superato|non idoneo)${END}`,
);

/** A laboratory, or its accreditation, named in the text. */
export const LABORATORY =
  'laborator(?:y|ies)|accredit\\w*|iso\\/iec 17025|testing (?:centre|center|services?)|prüflabor\\w*|prüfstelle|akkreditiert\\w*|laboratoire|accrédit\\w*|laboratorio|acreditad\\w*|accreditat\\w*';

/** A laboratory or certification body, in its own name or by its accreditation. */
export const ISSUER_WORDS = words(
  `${LABORATORY}|test(?:ing)? labs?|testing co|certification (?:body|authority|services?)|notified body|inspection|sgs|intertek|t[uü]v|bureau veritas|eurofins|ul solutions|ul ?llc|underwriters|csa group|etl|nemko|dekra|cnas|a2la|prüfinstitut|benannte stelle|dakks|organisme notifié|cofrac|organismo notificado|enac|organismo notificato|accredia`,
);

/** A certificate or declaration naming itself so. */
export const CERTIFICATE_WORDS = words(
  'certificates?|certif\\w*|declaration of conformity|conformity|zertifikat\\w*|konformitätserklärung|déclaration (?:ue |ce )?de conformité|declaración (?:ue |ce )?de conformidad|dichiarazione (?:ue |ce )?di conformità',
);

/** The EU declaration of conformity, in the marketplace languages. */
export const DECLARATION_OF_CONFORMITY = words(
  'declaration of conformity|eu declaration|konformitätserklärung|déclaration (?:ue |ce )?de conformité|declaración (?:ue |ce )?de conformidad|dichiarazione (?:ue |ce )?di conformità',
);

/** A test report naming itself so. */
export const TEST_REPORT_NAMES =
  "test(?:ing)? report|lab(?:oratory)? report|analysis report|certificate of analysis|test results?|prüfbericht|testbericht|prüfprotokoll|rapport d['\u2019]essais?|rapport de test|informe de (?:ensayo|prueba)s?|rapporto di prova";

/** A test report or laboratory, for telling a document is one. */
export const TEST_REPORT_WORDS = words(
  `${TEST_REPORT_NAMES}|laboratory|tested|geprüft|testé|ensayad[oa]|testat[oa]|laboratoire|laboratorio`,
);

/** A letter: its salutation, or the authorisation it gives. */
export const LETTER_WORDS = words(
  'authori[sz]\\w*|permission|letter|dear|to whom it may concern|agreement|contract|hereby|we confirm|appoint\\w*|vertrag|vereinbarung|bestätigen|contrat|confirmons|contrato|confirmamos|contratto|confermiamo|sehr geehrte\\w*|schreiben|autorisier\\w*|bevollmächtig\\w*|madame|monsieur|lettre|autoris\\w*|estimad[oa]s?|carta|autoriz\\w*|gentile|spettabile|lettera',
);

/** "authorizes", "appoints", "autorisiert", "autorise", "autoriza". */
export const AUTHORIZING_VERB =
  "authori[sz](?:e|es|ed|ing|ation)|appoint(?:s|ed|ment)?|(?:our |full |express )?permission|permit(?:s|ted)?|grant(?:s|ed)?(?: [a-z'-]+,?){0,5} (?:right|licen[cs]e)(?![a-z])|autorisier\\w*|berechtig\\w*|ermächtig\\w*|autoris\\w*|autoriz\\w*";

/**
 * "X authorises Y to sell", in the marketplace languages, within one sentence: a dot inside a
 * word ("auf Amazon.de zu verkaufen") does not end it.
 */
export const AUTHORIZATION_STATEMENT = new RegExp(
  `\\b(?:${AUTHORIZING_VERB})${END}(?:[^.]|\\.(?=\\S)){0,200}\\b(?:sell|resell|distribute|list|offer|verkauf\\w*|vertreib\\w*|anzubieten|vend\\w*|distribu\\w*|commerciali[sz]\\w*|revend\\w*)`,
);

/** The seller the letter names, by role. */
export const SELLER_ROLE =
  'seller|reseller|retailer|distributor|merchant|händler|wiederverkäufer|vertriebspartner|verkäufer|revendeur|distributeur|vendeur|detallista|distribuidor|vendedor|rivenditore|distributore|venditore';

/** Who owns the brand or makes the product. */
export const BRAND_OWNER_WORDS = words(
  'brand owner|trademark owner|rights holder|manufacturer|on behalf of|proprietor|markeninhaber|hersteller|rechteinhaber|titulaire de la marque|fabricant|titular de la marca|fabricante|titolare del marchio|produttore|fabbricante',
);

/**
 * A signature or what stands for one in extracted text: the closing, or the signer's name and
 * title ("Li Wei, Sales Director"; a drawn signature leaves no text).
 */
export const SIGNATURE_WORDS = new RegExp(
  `\\b(?:signature|signed|signatory|sincerely|regards|for and on behalf of|company (?:chop|seal|stamp)|unterschrift|unterzeichnet|mit freundlichen grüßen|signé|cordialement|firma|firmado|atentamente|cordiali saluti|distinti saluti)${END}|\\/s\\/|[a-zà-ÿß.'-]{2,30} [a-zà-ÿß.'-]{2,30}, (?:[a-z]{2,20} )?(?:director|manager|chief executive officer|ceo|president|founder|geschäftsführer\\w*|gérant|directeur|directora?|amministratore)${END}`,
);
