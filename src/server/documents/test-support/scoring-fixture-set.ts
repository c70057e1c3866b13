import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentType } from '../../../domain/document';
import type { CaseContext } from '../document-facts';
import type { DocumentScore } from '../document-scoring';

export const scoringFixturesDir = join(dirname(fileURLToPath(import.meta.url)), 'scoring-fixtures');

export type ScoringBand = 'good' | 'medium' | 'poor';

/** One fixture document and the reviewer's verdict on it. */
export interface ScoringFixture {
  name: string;
  file: string;
  case: keyof typeof scoringFixtureCases;
  type: DocumentType;
  band: ScoringBand;
  /** Checklist item ids that must be reported missing. */
  missing: string[];
  minRelevance?: number;
}

export const scoringFixtureCases = {
  kettle: {
    sellerId: 'A2KETTLE',
    asin: 'B0D7KTL2QX',
    caseType: 'Suppression',
    title: 'Stainless Steel Electric Kettle 1.7L',
    description: 'Listing suppressed: missing safety information (UL 1082) for the kettle.',
  },
  bottle: {
    sellerId: 'A1SELLER',
    asin: 'B0TEST0001',
    caseType: 'Suppression',
    title: 'Acme Stainless Steel Water Bottle',
    description: 'Amazon suppressed the listing over a safety complaint about the water bottle.',
  },
  toy: {
    sellerId: 'A3TOYS',
    asin: 'B0TOYBLK01',
    caseType: 'Suppression',
    title: 'Rainbow Stacking Blocks for Toddlers',
    description: "Children's product: CPC and ASTM F963 test report requested.",
  },
  // An amazon.de seller whose supplier documents are in German, French, Italian and Spanish.
  lamp: {
    sellerId: 'A4LAMPEN',
    asin: 'B0LAMPDL40',
    caseType: 'Suppression',
    title: 'LED Schreibtischlampe DL-40 dimmbar',
    description: 'Angebot entfernt: EU-Konformitätserklärung und Prüfbericht angefordert.',
  },
  // An FBA listing held by the dangerous-goods review until a safety data sheet is accepted.
  degreaser: {
    sellerId: 'A5CLEAN',
    asin: 'B0CLEAN001',
    caseType: 'FBA Lock',
    title: 'BrightHome Citrus Degreaser Spray 500 ml',
    description: 'FBA dangerous goods review: safety data sheet requested for the degreaser.',
  },
} satisfies Record<string, CaseContext>;

export function loadScoringManifest(): { today: string; documents: ScoringFixture[] } {
  return JSON.parse(readFileSync(join(scoringFixturesDir, 'manifest.json'), 'utf8')) as {
    today: string;
    documents: ScoringFixture[];
  };
}

/**
 * The band a score falls in, by its weakest side, with the UI's colour thresholds (0.8 / 0.6):
 * a document is only as usable as its worst of relevance, completeness and compliance, and it
 * is only good (ready to submit) with nothing missing.
 */
export function bandOf(score: DocumentScore): ScoringBand {
  const weakest = Math.min(score.relevanceScore, score.completenessScore, score.complianceScore);
  if (weakest < 0.6) return 'poor';
  return weakest >= 0.8 && score.missingElements.length === 0 ? 'good' : 'medium';
}
