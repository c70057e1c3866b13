import type { Sentiment } from '../../domain/communication';

// A small lexicon tuned to marketplace account-health mail: what Amazon writes when it removes,
// blocks or denies, and when it reinstates or accepts. Negation flips the next few words.
const NEGATIVE = [
  'suppressed',
  'suppression',
  'removed',
  'deactivated',
  'suspended',
  'blocked',
  'locked',
  'denied',
  'rejected',
  'reject',
  'violation',
  'violates',
  'violated',
  'counterfeit',
  'inauthentic',
  'complaint',
  'unsafe',
  'infringement',
  'infringing',
  'insufficient',
  'failed',
  'fail',
  'unable',
  'restricted',
  'warning',
  'risk',
  'penalty',
  'expired',
  'invalid',
  'incomplete',
  'not accepted',
  'cannot',
  'unfortunately',
  'problem',
  'issue',
  'urgent',
  'deadline',
  'disappointed',
  'frustrated',
  'error',
  'wrong',
  'missing',
];
const POSITIVE = [
  'reinstated',
  'approved',
  'accepted',
  'resolved',
  'restored',
  'thank',
  'thanks',
  'appreciate',
  'pleased',
  'happy',
  'glad',
  'success',
  'successful',
  'successfully',
  'reactivated',
  'unlocked',
  'cleared',
  'compliant',
  'verified',
  'confirmed',
  'great',
  'good',
  'welcome',
  'grateful',
  'reviewed and',
  'now active',
  'available for sale',
  'we have completed',
];
const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  "isn't",
  "wasn't",
  "aren't",
  "don't",
  "didn't",
  'without',
]);

function countPhrases(text: string, phrases: string[], tokens: string[]): number {
  let score = 0;
  for (const phrase of phrases) {
    if (phrase.includes(' ')) {
      if (text.includes(phrase)) score += 1;
      continue;
    }
    tokens.forEach((token, i) => {
      if (token !== phrase) return;
      const negated = tokens.slice(Math.max(0, i - 3), i).some((t) => NEGATIONS.has(t));
      score += negated ? -1 : 1;
    });
  }
  return score;
}

/** Sentiment of a message from its words, not its type: positive, negative or neutral. */
export function analyzeSentiment(content: string): Sentiment {
  const text = content.toLowerCase();
  const tokens = text.match(/[a-z']+/g) ?? [];
  if (tokens.length === 0) return 'neutral';
  const score = countPhrases(text, POSITIVE, tokens) - countPhrases(text, NEGATIVE, tokens);
  // Normalise by length so one stray word in a long e-mail does not decide it.
  const weight = score / Math.sqrt(tokens.length);
  if (weight >= 0.15) return 'positive';
  if (weight <= -0.15) return 'negative';
  return 'neutral';
}
