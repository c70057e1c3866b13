import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentKindOf } from '../../src/domain/document-kind';
import { scoreDocument } from '../../src/server/documents/document-scoring';
import { readableText } from '../../src/server/documents/document-facts';
import {
  bandOf,
  loadScoringManifest,
  scoringFixtureCases,
  scoringFixturesDir,
} from '../../src/server/documents/test-support/scoring-fixture-set';
import { extractText } from '../../src/server/files/extraction/extract-text';

const kindOf = (file: string) => {
  const extension = file.split('.').pop()!;
  return extension === 'jpg' ? 'jpeg' : (extension as 'pdf' | 'docx' | 'png');
};

/**
 * Scores every fixture document the way an upload is scored (text extraction, OCR for scans,
 * the built-in scorer) and compares the band and the key missing elements with the manifest.
 */
export async function documentVerdicts(verbose: boolean): Promise<{ agreement: number }> {
  const manifest = loadScoringManifest();
  const today = new Date(`${manifest.today}T12:00:00Z`);
  let agreed = 0;
  for (const doc of manifest.documents) {
    const bytes = new Uint8Array(readFileSync(join(scoringFixturesDir, doc.file)));
    const extracted = await extractText(kindOf(doc.file), bytes);
    const score = scoreDocument({
      type: doc.type,
      text: extracted.text,
      context: scoringFixtureCases[doc.case],
      today,
      image: extracted.image,
      isScannedWithoutText: extracted.isScannedWithoutText,
    });
    const band = bandOf(score);
    // The checklist the scorer chose, read from the text as the scorer reads it.
    const { checklist } = documentKindOf(doc.type, readableText(extracted.text));
    const labels = doc.missing.map((id) => checklist.find((item) => item.id === id)?.label ?? id);
    const missingOk = labels.every((label) => score.missingElements.includes(label));
    const relevanceOk = doc.minRelevance === undefined || score.relevanceScore >= doc.minRelevance;
    const ok = band === doc.band && missingOk && relevanceOk;
    if (ok) agreed += 1;
    if (verbose || !ok)
      console.log(
        `  ${ok ? 'agree   ' : 'DISAGREE'} ${doc.file.padEnd(40)} expected ${doc.band}${labels.length ? ` missing [${labels.join('; ')}]` : ''}; got ${band} (relevance ${score.relevanceScore}, completeness ${score.completenessScore}, compliance ${score.complianceScore})${score.missingElements.length ? ` missing [${score.missingElements.join('; ')}]` : ''}`,
      );
  }
  const agreement = agreed / manifest.documents.length;
  console.log(
    `Verdict agreement on ${manifest.documents.length} fixture documents: ${agreed}/${manifest.documents.length} = ${(agreement * 100).toFixed(1)}%`,
  );
  return { agreement };
}
