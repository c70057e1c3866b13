import { documentCatalog } from './document-catalog';
import { splitSentences } from './sentences';

const WITHDRAWN =
  /\b(no longer (need|require)|(do|does) not need to (provide|submit|send)|(is|are) no longer (needed|required)|(need|have) not (to )?(provide|submit)|you can disregard (our|the) (request|earlier request) for)\b/i;

/** Catalog ids a follow-up says the seller no longer has to send ("we no longer need the invoices"). */
export function extractWithdrawnDocuments(text: string): string[] {
  const ids: string[] = [];
  for (const sentence of splitSentences(text)) {
    if (!WITHDRAWN.test(sentence.text)) continue;
    for (const kind of documentCatalog)
      if (kind.patterns.some((pattern) => pattern.test(sentence.text))) ids.push(kind.id);
  }
  return [...new Set(ids)];
}
