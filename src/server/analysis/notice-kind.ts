import type { NoticeKind } from '../../domain/email-analysis';

/**
 * Rule-based notice kind, from the most recent notice in the paste. The learned classifier
 * (classifier-model.ts) overrides it when its weights are present; these rules stay as the
 * fallback and explain the common cases.
 */
const KIND_RULES: Array<{
  kind: Exclude<NoticeKind, 'not-a-notice' | 'initial'>;
  pattern: RegExp;
}> = [
  {
    kind: 'reinstated',
    pattern:
      /\b(has|have) been (reinstated|reactivated|restored)\b|\bwe (have )?(reinstated|reactivated|restored|released)\b|\b(decided|are pleased|are happy|are glad) to (reinstate|reactivate|restore)\b|\b(you have been|you are now|you're now) approved to (sell|list)\b|\b(appeal|plan of action|POA) (has been|was|is) (accepted|approved)\b|\bwelcome back\b|\b(?:and|have|has) (?:reinstated|reactivated|restored) your (?:listings?|account|selling (?:account|privileges)|ASINs?|offers?|inventory)\b|\b(is|are) (now )?(active|available) (again|for sale)\b|\bthank you for (your|the) (appeal|plan of action)[^.]{0,80}\b(reinstated|accepted|approved)\b|(?<!\b(?:once|after|when|if|until|before) (?:the )?)\bhold (has been|was) (removed|lifted|released)\b/i,
  },
  {
    kind: 'appeal-rejected',
    pattern:
      /\b(appeal|plan of action|POA|submission|documents?|information)\b[^.]{0,80}\b(was|were|has been|have been|is|are)\s+(not (accepted|sufficient|approved)|rejected|denied|insufficient|declined)\b|\bunable to (accept|approve|reinstate)\b|\b(did|does|do) not (meet|address|resolve|satisfy)\b|\bwas not sufficient\b|\bcould not (verify|accept|be verified)\b/i,
  },
  {
    kind: 'information-request',
    pattern:
      /\b(need|require|requesting|request) (some )?(additional|more|further) information\b|\bplease (provide|answer|confirm) the following\b|\bwe (need|require) (the following|additional)\b|\binformation request\b|\b(we are reviewing|under review)\b|\bto move forward with\b|\bmissing required information\b|\bresubmit\b|\bcompliance requirements?\b/i,
  },
  {
    kind: 'warning',
    pattern:
      /\b(this is a|consider this a|serves as a|policy) warning\b|\bno (further )?action is (required|needed)\b|\bfuture violations?\b[^.]{0,60}\b(may|could|will) result\b|\b(is|remains) still active\b|\bstill active\b|\bit has come to our attention\b|\bhas been edited\b|\bdoes not meet our performance target\b|\bcan result in the removal\b|\bto avoid (additional|further) (complaints|action)\b/i,
  },
];

export function ruleNoticeKind(primaryText: string, isNotice: boolean): NoticeKind {
  if (!isNotice) return 'not-a-notice';
  for (const rule of KIND_RULES) if (rule.pattern.test(primaryText)) return rule.kind;
  return 'initial';
}

/**
 * A rejection said outright: the account or listing stays as it was after the seller's appeal
 * ("remains deactivated", "we have determined that your account will remain deactivated", but
 * not the threat "if we do not receive it, your account will remain deactivated"), the submission was not enough ("do not have enough information to
 * reactivate"), or the plan or documents were turned down by name.
 */
const STATED_REJECTION =
  /\bremains (?:deactivated|suspended|blocked|removed|closed|inactive)\b|\b(?:determined|decided) that\b[^.]{0,80}\bwill remain (?:deactivated|suspended|blocked|removed|closed|inactive)\b|\bdo(?:es)? not have enough information to (?:reactivate|reinstate|restore|transfer)\b|\b(?:appeal|plan of action|POA|plan|submission|documents?)\b[^.]{0,40}\b(?:is|was|were|has been|have been) (?:not (?:complete|accepted|sufficient|approved)|rejected|denied|declined|insufficient)\b|\bunable to (?:accept|approve) your (?:appeal|plan|POA|submission|documents?)\b|\breason for the rejection\b/i;

export function statesRejection(primaryText: string): boolean {
  return STATED_REJECTION.test(primaryText);
}

/** A warning said outright: "This is a warning", "Please consider this a warning". */
const STATED_WARNING =
  /\b(?:this (?:e-?mail |message |notice )?(?:is|serves as) (?:a|an|your) (?:final |formal |policy )?warning|consider this (?:e-?mail |message )?(?:as )?(?:a|an|your) (?:final |formal )?warning)\b/i;

export function statesWarning(primaryText: string): boolean {
  return STATED_WARNING.test(primaryText);
}
