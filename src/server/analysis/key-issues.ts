import { splitSentences } from './sentences';

const PROBLEM = [
  /\b(removed|suppressed|deactivated|inactive|blocked|restricted)\b/i,
  /\b(complaints?|reports?|reported|notice)\b/i,
  /\b(inauthentic|not authentic|counterfeit|infring\w*|violat\w*|trademark|copyright|patent)\b/i,
  /\b(safety|hazard|recall|dangerous goods|hazmat|unsafe)\b/i,
  /\b(unfulfillable|on hold|at risk|stranded|discrepanc\w*|reimburs\w*|lost|damaged|not received)\b/i,
  /\b(missing|incomplete|does not (comply|meet|match)|could not (verify|confirm)|unable to (accept|verify|confirm))\b/i,
  /\b(final warning|denied|second notice|again|repeated|previously)\b/i,
  /\b(policy|policies|rules|guidelines|standards)\b/i,
];
const REQUIREMENT = [
  /\b(please (provide|submit|send|upload|reply|respond)|provide|submit|upload|send us|reply|respond|plan of action)\b/i,
  /\b(must|required|need (more|additional)|we need|we require)\b/i,
  /\bto (reinstate|reactivate|relist|release|resolve|appeal|fix)\b/i,
  /\b(within \d+|no later than|deadline|by [A-Z][a-z]{2,8}\.? \d{1,2}|if you do not|if we do not)\b/,
];
const BOILERPLATE =
  /^(hello|hi|dear|thank you|thanks|sincerely|regards)\b|we take [^.\n]{0,80}seriously|you can view|go to the|\bwas this\b|as part of our ongoing/i;

function score(text: string): { score: number; isRequirement: boolean } {
  const problems = PROBLEM.filter((p) => p.test(text)).length;
  const requirements = REQUIREMENT.filter((p) => p.test(text)).length;
  const isBoilerplate = BOILERPLATE.test(text);
  const value =
    problems * 2 +
    requirements * 2 +
    (/\b(B0[0-9A-Z]{8}|ASIN)\b/.test(text) ? 1 : 0) -
    (isBoilerplate ? 4 : 0);
  return { score: value, isRequirement: requirements > 0 && !isBoilerplate };
}

/**
 * The 2-5 sentences that say what is wrong and what is required, quoted verbatim from the
 * cleaned e-mail and kept in their original order. The best 'what is required' sentence is
 * always among them when the e-mail has one.
 */
export function extractKeyIssues(body: string, max = 5): string[] {
  const candidates = splitSentences(body)
    .filter(
      (s) => s.text.length >= 25 && s.text.length <= 400 && !(s.isListItem && s.text.length < 40),
    )
    .map((s) => ({ ...s, ...score(s.text) }));
  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.index - b.index);
  const picked = ranked.filter((c, i) => c.score >= 4 || (i < 2 && c.score > 0)).slice(0, max);
  const bestRequirement = ranked.find((c) => c.isRequirement);
  if (bestRequirement && !picked.some((c) => c.isRequirement)) {
    if (picked.length >= max) picked.pop();
    picked.push(bestRequirement);
  }
  return picked.sort((a, b) => a.index - b.index).map((c) => c.text);
}
