import type { NoticeKind } from '../../domain/email-analysis';

/**
 * Reinstatements and rejections in the marketplace languages, in the words Amazon's German,
 * French, Spanish, Italian, Japanese and Chinese notices use for them.
 */
const LOCAL_REINSTATEMENT =
  /(wurden?|ist|sind) (wieder )?(reaktiviert|freigeschaltet|wiederhergestellt)|wieder aktiviert|(a|ont) été (réactivée?s?|rétablie?s?)|est de nouveau (actif|active|disponible)|(ha|han) sido (reactivad|restablecid)[oa]s?|vuelve a estar (activ[oa]|disponible)|(è|sono) stat[oaie] (riattivat|ripristinat)[oaie]|è di nuovo (attiv[oa]|disponibile)|(再開|復活|有効化)(いたしました|しました|されました)|已(恢复|恢復|重新激活|重新啟用|重新启用)/iu;
// The lookahead lets the lookbehind run only where one of its verbs starts: checked at every
// position, its 100-character reach made the test some 20 times slower.
const LOCAL_REJECTION =
  /(?=bleibt |reste |demeure |permanece |sigue |rimane |resta )(?<!\b(wenn|falls|sofern|sonst|andernfalls|si|sinon|se|qualora|altrimenti|de lo contrario)\b[^.]{0,100})(bleibt (weiterhin )?(deaktiviert|gesperrt)|(reste|demeure) (désactivée?|suspendue?|bloquée?)|(permanece|sigue) (desactivad|suspendid|bloquead)[oa]|(rimane|resta) (disattivat|sospes|bloccat)[oa])|(Einspruch|Widerspruch|Aktionsplan|Antrag)[^.]{0,40}(wurde|wurden) (abgelehnt|nicht akzeptiert)|(nicht genügend|keine ausreichenden) (Informationen|Unterlagen)|(appel|recours|plan d['\u2019]action)[^.]{0,40}(a|ont) été (rejetée?s?|refusée?s?)|pas (suffisamment|assez) d['\u2019]informations|(apelación|recurso|plan de acción)[^.]{0,40}(ha sido|fue) (rechazad|denegad)[oa]|no (tenemos|disponemos de) (suficiente información|información suficiente)|(ricorso|piano d['\u2019]azione)[^.]{0,40}è stat[oa] (respint|rifiutat)[oa]|non (abbiamo|disponiamo di) informazioni sufficienti|再開(することは)?できません|却下(されました|いたしました)|承認(されませんでした|できません)|情報が不足|无法恢复|無法恢復|被拒绝|被拒絕|已被驳回|信息不足|資訊不足/iu;

/**
 * Rule-based notice kind, from the most recent notice in the paste. The learned classifier
 * (classifier-model.ts) overrides it when its weights are present; these rules stay as the
 * fallback and explain the common cases.
 */
const KIND_RULES: Array<{
  kind: Exclude<NoticeKind, 'not-a-notice' | 'initial'>;
  pattern: RegExp;
  localPattern?: RegExp;
}> = [
  {
    kind: 'reinstated',
    pattern:
      /\b(has|have) been (reinstated|reactivated|restored)\b|\bwe (have )?(reinstated|reactivated|restored|released)\b|\b(decided|are pleased|are happy|are glad) to (reinstate|reactivate|restore)\b|\b(you have been|you are now|you're now) approved to (sell|list)\b|(?<!\b(?:once|after|when|if|until|before) )\byour (?:\w+ ){0,2}(?:request|application)\b[^.]{0,80}\b(?:has been|was|is now) (?:approved|granted)\b|(?<!\b(?:once|after|when|if|until|before)\b[^.]{0,40})\byou (?:can|may) now (?:list|sell|start selling|resume selling|create listings)\b|\b(appeal|plan of action|POA) (has been|was|is) (accepted|approved)\b|\bwelcome back\b|\b(?:and|have|has) (?:reinstated|reactivated|restored) your (?:listings?|account|selling (?:account|privileges)|ASINs?|offers?|inventory)\b|\b(is|are) (now )?(active|available) (again|for sale)\b|\bthank you for (your|the) (appeal|plan of action)[^.]{0,80}\b(reinstated|accepted|approved)\b|(?<!\b(?:once|after|when|if|until|before) (?:the )?)\bhold (has been|was) (removed|lifted|released)\b/i,
    localPattern: LOCAL_REINSTATEMENT,
  },
  {
    kind: 'appeal-rejected',
    localPattern: LOCAL_REJECTION,
    pattern:
      /\b(appeal|plan of action|POA|submission|documents?|information|request|application)\b[^.]{0,80}\b(was|were|has been|have been|is|are)\s+(not (accepted|sufficient|approved)|rejected|denied|insufficient|declined)\b|\bunable to (accept|approve|reinstate)\b|\b(did|does|do) not (meet|address|resolve|satisfy)\b|\bwas not sufficient\b|\bcould not (verify|accept|be verified)\b/i,
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
  for (const rule of KIND_RULES)
    if (rule.pattern.test(primaryText) || rule.localPattern?.test(primaryText)) return rule.kind;
  return 'initial';
}

/**
 * A rejection said outright: the account or listing stays as it was after the seller's appeal
 * ("remains deactivated", "we have determined that your account will remain deactivated", but
 * not the threat "if we do not receive it, your account will remain deactivated"), the
 * submission was not enough ("do not have enough information to reactivate"), or the plan or
 * documents were turned down by name.
 */
const STATED_REJECTION =
  /\bremains (?:deactivated|suspended|blocked|removed|closed|inactive)\b|\b(?:determined|decided) that\b[^.]{0,80}\bwill remain (?:deactivated|suspended|blocked|removed|closed|inactive)\b|\bdo(?:es)? not have enough information to (?:reactivate|reinstate|restore|transfer)\b|\b(?:appeal|plan of action|POA|plan|submission|documents?)\b[^.]{0,40}\b(?:is|was|were|has been|have been) (?:not (?:complete|accepted|sufficient|approved)|rejected|denied|declined|insufficient)\b|\b(?:request|application)\b[^.]{0,40}\b(?:is|was|has been) (?:not (?:accepted|approved)|rejected|denied|declined)\b|\bunable to (?:accept|approve) your (?:appeal|plan|POA|submission|documents?)\b|\breason for the rejection\b/i;

export function statesRejection(primaryText: string): boolean {
  return STATED_REJECTION.test(primaryText) || LOCAL_REJECTION.test(primaryText);
}

/** A warning said outright: "This is a warning", "Please consider this a warning". */
const STATED_WARNING =
  /\b(?:this (?:e-?mail |message |notice )?(?:is|serves as) (?:a|an|your) (?:final |formal |policy )?warning|consider this (?:e-?mail |message )?(?:as )?(?:a|an|your) (?:final |formal )?warning)\b/i;

export function statesWarning(primaryText: string): boolean {
  return STATED_WARNING.test(primaryText);
}

/**
 * The kind a notice says outright, which outvotes the learned classifier: a reinstatement (the
 * rules' own reading), else a rejection, else a warning, else more information asked for. The model has seen too few of each to
 * know them (out of fold on train it found 1 of 4 reinstatements and took 7 of 23 rejections for
 * first notices; with these, 4 of 4 and 13 of 23, and no false reinstatement).
 */
export function statedKind(
  primaryText: string,
  ruleKind: NoticeKind,
): 'reinstated' | 'appeal-rejected' | 'warning' | 'information-request' | null {
  if (ruleKind === 'reinstated') return 'reinstated';
  if (statesRejection(primaryText)) return 'appeal-rejected';
  if (statesWarning(primaryText)) return 'warning';
  if (STATED_INFORMATION_REQUEST.test(primaryText)) return 'information-request';
  return null;
}

/**
 * More information asked for outright, with nothing turned down: "to continue our review, we
 * need more information", "we require additional information about ASIN …".
 */
const STATED_INFORMATION_REQUEST =
  /\b(?:we|amazon) (?:still )?(?:need|needs|require|requires) (?:some )?(?:additional|more|further) (?:information|details|documentation|documents)\b/i;
