import type { DocumentType } from './document';
import { TEST_REPORT_NAMES } from './document-words';
import {
  COMPANY,
  DAY_MS,
  hasContact,
  isWithinDays,
  productIdentified,
  type ChecklistItem,
  type DocumentFacts,
} from './document-checklists';

/**
 * A safety data sheet (SDS), which Amazon's dangerous-goods review asks for, is judged by what
 * that review checks (Seller Central help, "Manage dangerous goods classification FAQ"): created
 * or updated within the last five years, GHS/CLP hazard identification, the product name and
 * the manufacturer matching the listing, and all 16 standard sections; a common rejection is a
 * flash point below 60 °C (140 °F) with "not regulated" in the transport section. Uploaded as a
 * certificate or test report it was asked for a laboratory, a test standard and a pass result,
 * which an SDS never has.
 */
export const SDS_MAX_AGE_YEARS = 5;
const SDS_SECTION_COUNT = 16;

/** Told by its title, at the head of its text; a test report that cites an SDS is not one. */
const SDS_TITLE =
  /\b((material )?safety data sheet|m?sds\b|sicherheitsdatenblatt|fiche de données de sécurité|ficha de datos de seguridad|scheda (di )?dati di sicurezza)/;
const HEAD_CHARS = 300;

/** The 16 GHS section headings, in order ("Section 9: Physical and chemical properties"). */
const SECTION_HEADINGS = [
  /(?<!hazards?\s)\bidentification\b|\bproduct identifier\b/,
  /\bhazards?\s+identification\b/,
  /\bcomposition\b|\binformation on ingredients\b/,
  /\bfirst[- ]?aid measures\b/,
  /\bfire[- ]?fighting measures\b/,
  /\baccidental release measures\b/,
  /\bhandling and storage\b/,
  /\bexposure controls?\b|\bpersonal protection\b/,
  /\bphysical and chemical properties\b/,
  /\bstability and reactivity\b/,
  /\btoxicological information\b/,
  /\becological information\b/,
  /\bdisposal considerations\b/,
  /\btransport information\b/,
  /\bregulatory information\b/,
  /\bother information\b/,
];
/** Numbered sections in any of the EU marketplaces' languages ("ABSCHNITT 14", "RUBRIQUE 9"). */
const NUMBERED_SECTION = /\b(?:section|abschnitt|rubrique|sección|seccion|sezione)\s*(\d{1,2})\b/g;

function sectionsFound(text: string): number {
  const byHeading = SECTION_HEADINGS.filter((heading) => heading.test(text)).length;
  const numbers = new Set<number>();
  for (const match of text.matchAll(NUMBERED_SECTION)) {
    const n = Number(match[1]);
    if (n >= 1 && n <= SDS_SECTION_COUNT) numbers.add(n);
  }
  return Math.max(byHeading, numbers.size);
}

const GHS_HAZARDS =
  /\bghs\b|\bclp\b|1272\/2008|\bhazard statements?\b|\bh[2-4]\d{2}\b|\bsignal word\b|\bpictograms?\b|\bnot (?:classified|a hazardous)|\bgefahrenhinweise\b|\bsignalwort\b|\bmentions? de danger\b|\bindicaciones de peligro\b|\bindicazioni di pericolo\b/;

const MANUFACTURER =
  /\b(manufacturer|supplier|company|distributor|importer|hersteller|lieferant|fournisseur|fabricant|proveedor|fabricante|fornitore|produttore)\b/;

/** The newest date the sheet was created or revised ("Date of first issue … Revision date …"). */
function revisedOn(facts: DocumentFacts): Date | null {
  const labelled = facts.dates.filter((d) => d.role === 'issue');
  const candidates = labelled.length > 0 ? labelled : facts.dates.filter((d) => d.role === 'other');
  const past = candidates.filter((d) => d.date.getTime() <= facts.today.getTime() + DAY_MS);
  if (past.length === 0) return null;
  return new Date(Math.max(...past.map((d) => d.date.getTime())));
}

const FLASH_POINT =
  /\bflash ?point\b[^0-9<>\n-]{0,40}?([<>≤≥]?)\s*(-?\d{1,3}(?:[.,]\d+)?)\s*°?\s*([cf])\b/;
/** A table that heads the column with its unit: "Flash point (°C): 43", "Flash point [°F] > 200". */
const FLASH_POINT_UNIT_FIRST =
  /\bflash ?point\s*[([]\s*°?\s*([cf])\s*[)\]]\s*[:=]?\s*([<>≤≥]?)\s*(-?\d{1,3}(?:[.,]\d+)?)/;
const FLAMMABLE_LIMIT_C = 60;
/** The transport section: what follows its heading, up to the next section's. */
const TRANSPORT_HEADING = /\b(?:transport information|section\s*14\b)/;
const AFTER_TRANSPORT = /\bregulatory information\b|\bsection\s*15\b/;
const TRANSPORT_REACH = 800;

function transportSection(text: string): string {
  const heading = TRANSPORT_HEADING.exec(text);
  if (!heading) return '';
  const start = heading.index + heading[0].length;
  return text.slice(start, start + TRANSPORT_REACH).split(AFTER_TRANSPORT)[0] ?? '';
}
const NOT_REGULATED =
  /\bnot (?:regulated|restricted|classified as (?:a )?dangerous|dangerous goods?|subject to)\b|\bnon[- ]regulated\b/;

/** The flash point in °C, when the sheet states one as a figure ("Flash point: 23 °C", "> 200 °F"). */
function flashPointC(text: string): { value: number; above: boolean } | null {
  const match = FLASH_POINT.exec(text);
  const unitFirst = match ? null : FLASH_POINT_UNIT_FIRST.exec(text);
  const [sign, figure, unit] = match
    ? [match[1]!, match[2]!, match[3]!]
    : unitFirst
      ? [unitFirst[2]!, unitFirst[3]!, unitFirst[1]!]
      : [];
  if (figure === undefined) return null;
  const value = Number(figure.replace(',', '.'));
  const celsius = unit === 'f' ? ((value - 32) * 5) / 9 : value;
  return { value: celsius, above: sign === '>' || sign === '≥' };
}

const checklist: ChecklistItem[] = [
  {
    id: 'product',
    label: "Product name matching the listing's",
    counts: 'both',
    severe: true,
    test: productIdentified,
  },
  {
    id: 'manufacturer',
    label: 'Manufacturer or supplier with contact details',
    counts: 'both',
    test: (f) => (MANUFACTURER.test(f.text) || COMPANY.test(f.text)) && hasContact(f),
  },
  {
    id: 'ghs',
    label: 'GHS/CLP hazard identification',
    counts: 'both',
    test: (f) => GHS_HAZARDS.test(f.text),
  },
  {
    id: 'sections',
    label: `All ${SDS_SECTION_COUNT} standard sections`,
    counts: 'both',
    test: (f) => sectionsFound(f.text) >= SDS_SECTION_COUNT,
  },
  {
    id: 'revised',
    label: `Created or revised within the last ${SDS_MAX_AGE_YEARS} years`,
    counts: 'both',
    severe: true,
    test: (f) => {
      const revised = revisedOn(f);
      return revised !== null && isWithinDays(revised, f.today, SDS_MAX_AGE_YEARS * 365 + 1);
    },
  },
  {
    id: 'transport',
    label: 'Transport section consistent with the flash point (below 60 °C is flammable)',
    counts: 'compliance',
    severe: true,
    test: (f) => {
      const flash = flashPointC(f.text);
      if (!flash || flash.above || flash.value >= FLAMMABLE_LIMIT_C) return true;
      return !NOT_REGULATED.test(transportSection(f.text));
    },
  },
];

export const safetyDataSheet = { label: 'safety data sheet', checklist };

/** The title of a test report, certificate or invoice, which may cite an SDS further down. */
const OTHER_TITLE = new RegExp(
  `\\b(?:${TEST_REPORT_NAMES}|certificate|declaration of conformity|invoice)(?![a-z])`,
);

/**
 * True when a document uploaded as a certificate, test report or other document is an SDS: its
 * head names it so before it names any other kind ("Test report … the safety data sheet was
 * reviewed" stays a test report).
 */
export function isSafetyDataSheet(type: DocumentType, text: string): boolean {
  if (type !== 'Certificate' && type !== 'Test Report' && type !== 'Other') return false;
  const head = text.slice(0, HEAD_CHARS);
  const title = SDS_TITLE.exec(head);
  if (!title) return false;
  const other = OTHER_TITLE.exec(head);
  return !other || title.index < other.index;
}
