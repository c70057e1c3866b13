import type { Case } from '../../domain/case';
import type { Communication } from '../../domain/communication';
import type { Debrief, DebriefImpact } from '../../domain/debrief';
import type { CaseDocument } from '../../domain/document';
import { documentTypeLabels } from '../../domain/document';
import { toPercent } from '../../domain/score-bands';

export type DebriefInput = {
  case: Case & { outcome: 'Approved' | 'Rejected' | null };
  documents: CaseDocument[];
  communications: Communication[];
  seller: {
    averageResolutionDays: number | null;
    averageDocuments: number | null;
    resolvedCases: number;
  };
};

const DAY_MS = 86_400_000;
const round1 = (n: number) => Math.round(n * 10) / 10;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function statusChanges(communications: Communication[]): { from: string; to: string }[] {
  return communications
    .filter((c) => c.type === 'System')
    .map((c) => /^Status changed from (.+) to (.+) by /.exec(c.content))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ from: m[1] ?? '', to: m[2] ?? '' }));
}

function firstResponseHours(communications: Communication[]): number | null {
  const firstEmail = communications.find((c) => c.type === 'Amazon Email');
  if (!firstEmail) return null;
  const reply = communications.find(
    (c) => c.type === 'Response' && c.timestamp > firstEmail.timestamp,
  );
  if (!reply) return null;
  return round1(
    (new Date(reply.timestamp).getTime() - new Date(firstEmail.timestamp).getTime()) / 3_600_000,
  );
}

function compare(value: number | null, average: number | null, unit: string): string | null {
  if (value === null || average === null) return null;
  const delta = round1(value - average);
  if (Math.abs(delta) < 0.5) return `in line with your average of ${round1(average)} ${unit}`;
  return `${Math.abs(delta)} ${unit} ${delta < 0 ? 'faster' : 'slower'} than your average of ${round1(average)}`;
}

/** A debrief built only from what happened on the case; nothing is sampled or assumed. */
export function buildDebrief(input: DebriefInput): Omit<Debrief, 'id' | 'caseId' | 'createdAt'> {
  const c = input.case;
  const analyzed = input.documents.filter((d) => d.status === 'analyzed');
  const relevances = analyzed.map((d) => d.relevanceScore).filter((s): s is number => s !== null);
  const changes = statusChanges(input.communications);
  const rejections = changes.filter((s) => s.to === 'Rejected').length;
  const resolutionDays = c.resolvedAt
    ? round1((new Date(c.resolvedAt).getTime() - new Date(c.createdAt).getTime()) / DAY_MS)
    : null;
  const responseHours = firstResponseHours(input.communications);
  const outcome =
    c.status === 'Approved' || c.outcome === 'Approved'
      ? 'Approved'
      : c.outcome === 'Rejected'
        ? 'Rejected'
        : 'Closed';

  const impact: DebriefImpact = {
    resolutionDays,
    documentsSubmitted: input.documents.length,
    communicationsCount: input.communications.filter((m) => m.type !== 'System').length,
    amazonEmails: input.communications.filter((m) => m.type === 'Amazon Email').length,
    rejectionsBeforeOutcome: rejections,
    firstResponseHours: responseHours,
    averageDocumentRelevance: relevances.length
      ? relevances.reduce((a, b) => a + b, 0) / relevances.length
      : null,
    sellerAverageResolutionDays: input.seller.averageResolutionDays,
    sellerAverageDocuments: input.seller.averageDocuments,
    sellerResolvedCases: input.seller.resolvedCases,
  };

  const successFactors: string[] = [];
  for (const d of [...analyzed]
    .sort((a, b) => (b.relevanceScore ?? 0) - (a.relevanceScore ?? 0))
    .slice(0, 3)) {
    if ((d.relevanceScore ?? 0) >= 0.7) {
      successFactors.push(
        `${documentTypeLabels[d.type]} "${d.name}" scored ${toPercent(d.relevanceScore ?? 0)}% relevance`,
      );
    }
  }
  if (responseHours !== null && responseHours <= 72)
    successFactors.push(`First response went out ${responseHours} hours after Amazon's notice`);
  const speed = compare(resolutionDays, input.seller.averageResolutionDays, 'days');
  if (resolutionDays !== null)
    successFactors.push(`Resolved in ${resolutionDays} days${speed ? ` (${speed})` : ''}`);
  if (outcome === 'Approved' && rejections === 0)
    successFactors.push('Approved on the first submission');

  const lessonsLearned: string[] = [];
  if (rejections > 0)
    lessonsLearned.push(
      `${plural(rejections, 'rejection')} before the final outcome: review what Amazon objected to before resubmitting`,
    );
  const missing = [...new Set(input.documents.flatMap((d) => d.missingElements))];
  if (missing.length > 0)
    lessonsLearned.push(`Documents were missing: ${missing.slice(0, 6).join('; ')}`);
  const weak = analyzed.filter((d) => (d.relevanceScore ?? 1) < 0.6);
  if (weak.length > 0)
    lessonsLearned.push(
      `${plural(weak.length, 'document')} scored below 60% relevance (${weak.map((d) => d.name).join(', ')})`,
    );
  if (input.documents.length === 0)
    lessonsLearned.push('No supporting documents were uploaded to the case');
  if (responseHours !== null && responseHours > 72)
    lessonsLearned.push(`The first response took ${responseHours} hours; aim for under 72`);
  if (outcome !== 'Approved') lessonsLearned.push('The case closed without an approval');

  const recommendations: string[] = [];
  if (missing.length > 0)
    recommendations.push(
      'Check each document against its checklist before uploading, so nothing Amazon expects is missing',
    );
  if (rejections > 0)
    recommendations.push(
      'Address every point of a rejection notice explicitly in the next Plan of Action',
    );
  if (c.caseType === 'FBA Lock')
    recommendations.push(
      'Keep supplier invoices for the last 365 days on file, with matching supplier and buyer addresses',
    );
  if (c.caseType === 'Suppression')
    recommendations.push(
      'Keep current safety certificates and lab reports for every listed product',
    );
  if (c.caseType === 'ASIN Request')
    recommendations.push(
      'Keep specification sheets and brand documents ready for catalogue requests',
    );
  if (outcome === 'Approved')
    recommendations.push('Reuse this case as a template for similar notices');

  const summary =
    `The ${c.caseType} case "${c.title}" for ASIN ${c.asin} ended ${outcome === 'Closed' ? 'closed' : outcome.toLowerCase()}` +
    `${resolutionDays !== null ? ` after ${resolutionDays} days` : ''}, with ${plural(impact.documentsSubmitted, 'document')} and ` +
    `${plural(impact.communicationsCount, 'communication')}${rejections ? ` and ${plural(rejections, 'rejection')} along the way` : ''}.`;

  return { outcome, summary, successFactors, lessonsLearned, impact, recommendations };
}
