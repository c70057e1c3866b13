import type { DocumentType } from './document';
import {
  COMPANY,
  DAY_MS,
  dated,
  has,
  notExpired,
  type ChecklistItem,
  type DocumentFacts,
} from './document-checklists';

/**
 * Certificates about the seller rather than a product: a certificate of liability insurance,
 * and a registration (trademark, business licence or incorporation, tax or producer
 * registration). Uploaded as a certificate, they were judged as a safety certificate, with no
 * test standard, no product and no pass result, so a valid one scored poor. Each is told by its
 * title, at the head of its text, so a safety certificate that mentions a registered trademark
 * stays a safety certificate.
 */

/**
 * A certificate of liability insurance (an ACORD 25 in the US) names the seller and the cover,
 * not a product or a test standard: Amazon's insurance policy asks for occurrence-based
 * commercial liability cover of at least 1,000,000 in the marketplace's currency, with Amazon
 * named as additional insured.
 */
const MILLION =
  /(?:[1-9]\d{0,2}(?:[,. ]\d{3}){2,}|[1-9]\d{6,})(?![\d,.])|\b\d+(?:[.,]\d+)?\s?(?:m|mm|million|mio\.?)(?![a-z])/;
const insuranceCertificate: ChecklistItem[] = [
  {
    id: 'insurer',
    label: 'Insurer or insurance agency',
    counts: 'completeness',
    test: has(
      /\b(insurer|producer|insurance (company|agency|co|services)|underwritten by|carrier|versicherer|assureur|aseguradora|compagnia assicurativa)\b/,
    ),
  },
  {
    id: 'insured',
    label: 'Insured (the seller) named',
    counts: 'both',
    test: (f) => f.sellerIdFound || /\b(named )?insured\s*[:-]?\s*[a-z0-9]/.test(f.text),
  },
  {
    id: 'cover',
    label: 'Liability cover of at least 1,000,000 per occurrence',
    counts: 'both',
    test: (f) =>
      /\b(general liability|products?[- /]+comp(leted)?[- /]*op|products? liability|public liability|each occurrence|per occurrence|any one (occurrence|event|claim)|limit of indemnity|haftpflicht|responsabilité civile|responsabilidad civil|responsabilità civile)/.test(
        f.text,
      ) && MILLION.test(f.text),
  },
  {
    id: 'additional-insured',
    label: 'Amazon named as additional insured',
    counts: 'both',
    // Within one sentence: a dot inside a word ("Amazon.com") or after a one-letter abbreviation
    // ("Amazon EU S.à r.l. and its affiliates") does not end it.
    test: has(
      /\badditional(ly)? insureds?\b(?:[^.]|\.(?=\S)|(?<=[^a-z][a-z])\.(?=\s)){0,200}\bamazon|\bamazon\b(?:[^.]|\.(?=\S)|(?<=[^a-z][a-z])\.(?=\s)){0,200}\badditional(ly)? insureds?\b|\bmitversichert\b(?:[^.]|\.(?=\S)|(?<=[^a-z][a-z])\.(?=\s)){0,200}\bamazon|\bamazon\b(?:[^.]|\.(?=\S)|(?<=[^a-z][a-z])\.(?=\s)){0,200}\bmitversichert/,
    ),
  },
  { id: 'date', label: 'Policy or issue date', counts: 'completeness', test: dated },
  {
    id: 'not-expired',
    label: 'Policy not expired',
    counts: 'compliance',
    severe: true,
    test: (f) => notExpired(f) && policyInForce(f),
  },
];

/**
 * A policy in force ends in the future, and a certificate of insurance prints that end date:
 * its latest date. (On the ACORD form the effective and expiry dates sit in a table, far from
 * their column labels, so the label cannot say which is which.)
 */
const policyInForce = (f: DocumentFacts) =>
  f.dates.some((d) => d.date.getTime() >= f.today.getTime() - DAY_MS);

/** "Reg. No. 5,123,456", "License #BL-2024-0042", "HRB 12345", "SIRET 123 456 789 00012". */
const REGISTRATION_NUMBER =
  /\b(reg(istration)?\.?\s*(no\.?|number|#)|licen[cs]e\s*(no\.?|number|#)|serial\s*(no\.?|number)|file\s*(no\.?|number)|(company|business|entity|document)\s*(no\.?|number|id)|(unified social )?credit code|ein|fei|duns|hrb|hra|siren|siret|vat\s*(no\.?|number|id)|ust-?idnr|registernummer|n[°º]\s*d['’]immatriculation|n[uú]mero de registro|numero di registrazione)\b[^\n]{0,30}?\d/;

const registrationCertificate: ChecklistItem[] = [
  {
    id: 'authority',
    label: 'Issuing authority (registry, trademark office or licensing office)',
    counts: 'both',
    test: has(
      /\b(patent and trademark office|uspto|euipo|intellectual property office|ipo|registry|registrar|secretary of state|department|ministry|authority|county|city of|state of|chamber of commerce|companies house|food and drug administration|fda|government|office|handelsregister|amtsgericht|gewerbeamt|finanzamt|greffe|insee|registro|camera di commercio|agenzia delle entrate)\b/,
    ),
  },
  {
    id: 'holder',
    label: 'Registered holder named',
    counts: 'both',
    // A trademark certificate names its registrant without a label: "Leafy Brands Inc. (Delaware corporation)".
    test: (f) =>
      f.sellerIdFound ||
      COMPANY.test(f.text) ||
      /\b(registrant|owner|holder|licensee|registered (to|owner|holder)|name of (business|company|entity)|company name|business name|legal name|issued to|inhaber|firma|titulaire|raison sociale|titular|denominación|titolare|ragione sociale)\b/.test(
        f.text,
      ),
  },
  {
    id: 'number',
    label: 'Registration or licence number',
    counts: 'both',
    test: has(REGISTRATION_NUMBER),
  },
  { id: 'date', label: 'Registration or issue date', counts: 'completeness', test: dated },
  { id: 'not-expired', label: 'Not expired', counts: 'compliance', severe: true, test: notExpired },
];

/** A certificate about the seller, the checklist it is judged by, and how it names itself. */
export type PartyCertificate = {
  label: string;
  checklist: ChecklistItem[];
  /** 0..1: the document is meant for this seller's Amazon account (no product need be named). */
  relevance: (facts: DocumentFacts) => number;
};

const PARTY_CERTIFICATES: { title: RegExp; certificate: PartyCertificate }[] = [
  {
    title:
      /\bcertificate of (liability |general liability )?insurance\b|\bacord 25\b|\b(versicherungsbestätigung|versicherungsnachweis|versicherungszertifikat|attestation d['’]assurance|certificado de seguro|certificato (di )?assicurazione)/,
    certificate: {
      label: 'certificate of insurance',
      checklist: insuranceCertificate,
      // As Amazon's insurance policy asks, the certificate names Amazon as additional insured.
      relevance: (f) => (/\bamazon\b/.test(f.text) ? 1 : 0.5),
    },
  },
  {
    title:
      /\b(certificate of (registration|incorporation|formation|organi[sz]ation|good standing)|registration certificate|trademark registration|business licen[cs]e|articles of (incorporation|organi[sz]ation)|(company|business|vat|tax|epr|producer|establishment|facility) registration|united states patent and trademark office|gewerbeanmeldung|gewerbeschein|handelsregisterauszug|registrierungsbescheinigung|markenurkunde|extrait (k\s?bis|du registre)|certificat d['’](enregistrement|immatriculation)|certificado de registro|visura camerale|certificato di registrazione)/,
    certificate: {
      label: 'registration certificate',
      checklist: registrationCertificate,
      relevance: (f) => (f.sellerIdFound || f.productMatch >= 0.5 ? 1 : 0.75),
    },
  },
];

/** How much of a document's text is its title area. */
const HEAD_CHARS = 300;

/** The certificate about the seller this document is, when uploaded as a certificate or another document. */
export function partyCertificateOf(type: DocumentType, text: string): PartyCertificate | null {
  if (type !== 'Certificate' && type !== 'Other') return null;
  const head = text.slice(0, HEAD_CHARS);
  return PARTY_CERTIFICATES.find(({ title }) => title.test(head))?.certificate ?? null;
}
