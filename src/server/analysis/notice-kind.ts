import type { NoticeKind } from '../../domain/email-analysis';

/**
 * Reinstatements and rejections in the marketplace languages, in the words Amazon's German,
 * French, Spanish, Italian, Portuguese, Dutch, Polish, Turkish, Swedish, Japanese and Chinese
 * notices use for them: said of the listing ("a été réactivée") or by Amazon ("nous avons
 * réactivé", "hemos reactivado", "reativamos").
 */
const LOCAL_REINSTATEMENT =
  /(wurden?|ist|sind) (wieder )?(reaktiviert|freigeschaltet|wiederhergestellt)|wieder aktiviert|(a|ont) été (réactivée?s?|rétablie?s?)|est de nouveau (actif|active|disponible|visible)|nous avons (réactivé|rétabli)|(ha|han) sido (reactivad|restablecid)[oa]s?|(hemos|he) (reactivado|restablecido)|vuelve a estar (activ[oa]|disponible)|(è|sono) stat[oaie] (riattivat|ripristinat)[oaie]|abbiamo (riattivato|ripristinato)|è di nuovo (attiv[oa]|disponibile|visibile)|(foi|foram) (reativad|restabelecid)[oa]s?|(reativamos|restabelecemos) |(opnieuw|weer) geactiveerd|is weer (actief|beschikbaar|zichtbaar)|(została|zostały|został|zostało) (ponownie aktywowan|przywrócon)|yeniden etkinleştir(dik|ildi)|återaktiverat|återaktiverats|(再開|復活|有効化)(いたしました|しました|されました)|已(恢复|恢復|重新激活|重新啟用|重新启用)/iu;
// The lookahead lets the lookbehind run only where one of its verbs starts: checked at every
// position, its 100-character reach made the test some 20 times slower.
const LOCAL_REJECTION =
  /(?=bleibt |reste |demeure |permanece |sigue |rimane |resta |blijft |pozostaje |förblir )(?<!\b(wenn|falls|sofern|sonst|andernfalls|si|sinon|se|qualora|altrimenti|de lo contrario|caso|indien|jeśli|jeżeli|om|annars)\b[^.]{0,100})(bleibt (weiterhin )?(deaktiviert|gesperrt)|(reste|demeure) (désactivée?|suspendue?|bloquée?)|(permanece|sigue) (desactivad|suspendid|bloquead|desativad|suspens|bloquead)[oa]|(rimane|resta) (disattivat|sospes|bloccat)[oa]|blijft (gedeactiveerd|geblokkeerd|opgeschort)|pozostaje (nieaktywn|zablokowan|dezaktywowan)|förblir (inaktiverat|avstängt|spärrat))|(wurde|wurden) (Ihr|Ihre) (Einspruch|Widerspruch|Aktionsplan|Antrag) (abgelehnt|nicht akzeptiert)|(beroep|bezwaar|actieplan)[^.]{0,40}(is|werd|zijn) (afgewezen|geweigerd)|(odwołanie|plan działania)[^.]{0,40}(zostało|został) odrzucon|(apelação|recurso|plano de ação)[^.]{0,40}(foi|foram) (rejeitad|negad|recusad)[oa]|itiraz\p{L}{0,12} reddedildi|devre dışı kalmaya devam|överklagan\p{L}{0,12}[^.]{0,30}avslagits|仍(处于|處於)(停用|暂停|暫停)|(Einspruch|Widerspruch|Aktionsplan|Antrag)[^.]{0,40}(wurde|wurden) (abgelehnt|nicht akzeptiert)|(nicht genügend|keine ausreichenden) (Informationen|Unterlagen)|(appel|recours|plan d['\u2019]action)[^.]{0,40}(a|ont) été (rejetée?s?|refusée?s?)|pas (suffisamment|assez) d['\u2019]informations|(apelación|recurso|plan de acción)[^.]{0,40}(ha sido|fue) (rechazad|denegad)[oa]|no (tenemos|disponemos de) (suficiente información|información suficiente)|(ricorso|piano d['\u2019]azione)[^.]{0,40}è stat[oa] (respint|rifiutat)[oa]|non (abbiamo|disponiamo di) informazioni sufficienti|再開(することは)?できません|却下(されました|いたしました)|承認(されませんでした|できません)|情報が不足|无法恢复|無法恢復|被拒绝|被拒絕|已被驳回|信息不足|資訊不足/iu;

/** A warning said outright, and a notice that needs nothing done, in the marketplace languages. */
const LOCAL_STATED_WARNING =
  /(dies|das) ist eine (letzte |formelle )?Warnung|ceci est un avertissement|questo è un avvertimento|(esta|este) es una advertencia|este é um aviso|dit is een waarschuwing|to jest ostrzeżenie|bu bir uyarıdır|detta är en varning|これは警告です|(这|這)是一(则|則|条|條|封)?警告/i;
const LOCAL_WARNING = new RegExp(
  `${LOCAL_STATED_WARNING.source}|keine weitere(n)? Maßnahme(n)? erforderlich|aucune action n['\u2019]est (requise|nécessaire)|non è richiesta alcuna azione|no es necesario que realices ninguna acción|nenhuma ação é necessária|geen actie te ondernemen|nie musisz podejmować żadnych działań|herhangi bir işlem yapmanız gerekmiyor|behöver inte vidta några åtgärder|対応は必要ありません|(无需|無需)采取任何(行动|措施)`,
  'i',
);

/**
 * The product stays on sale while Amazon reviews it (an information request, not a removal), in
 * the marketplace languages: "Ihr Angebot bleibt während der Prüfung aktiv", "votre offre reste
 * active", "出品は引き続き有効です". The case rules read it as the English "listings will remain
 * active" (classify-case.ts).
 */
export const LOCAL_STAYS_ACTIVE =
  /(Angebot|Angebote)\s+(bleibt|bleiben)\s+(während[^.]{0,30}\s+)?(weiterhin\s+)?aktiv\b|(offre|offres)\s+(reste|restent|demeure|demeurent)\s+(actives?|en ligne)\b|(offerta|offerte)\s+(resta|restano|rimane|rimangono)\s+(attiv[ae]|online)\b|(oferta|ofertas)\s+(seguirá|seguirán|sigue|siguen|permanecerá|permanecerán|permanece)\s+(activ[ao]s?)\b|(oferta|ofertas)\s+(permanece|permanecerá|continua|continuará)\s+(ativ[ao]s?)\b|(aanbieding|aanbiedingen)\s+blijf[a-z]{0,4}\s+actief|(oferta|oferty)\s+pozostaj[a-ząęó]{0,4}\s+aktywn|teklif\S{0,12}\s[^.]{0,40}aktif kal|erbjudande[a-zåäö]{0,12}\s+förblir\s+aktiv/i;
/** …and in Japanese and Chinese: "出品は引き続き有効です", "商品仍可继续销售". */
export const CJK_STAYS_ACTIVE =
  /出品は?引き続き(有効|出品中|販売)|(商品|商品信息)仍(可|然)?(继续|繼續)?(销售|銷售|在售|有效)/;
/** More information asked for outright: "benötigen wir weitere Informationen". */
const LOCAL_MORE_INFORMATION =
  /(benötigen|brauchen) wir (weitere|zusätzliche) (Informationen|Unterlagen)|nous avons besoin (d['\u2019]informations|de documents) (supplémentaires|complémentaires)|necesitamos (más información|información adicional)|abbiamo bisogno di (ulteriori|altre) informazioni|precisamos de (mais informações|informações adicionais)/i;
const LOCAL_INFORMATION_REQUEST = new RegExp(
  `${LOCAL_STAYS_ACTIVE.source}|${CJK_STAYS_ACTIVE.source}|${LOCAL_MORE_INFORMATION.source}`,
  'i',
);

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
    localPattern: LOCAL_INFORMATION_REQUEST,
    pattern:
      /\b(need|require|requesting|request) (some )?(additional|more|further) information\b|\bplease (provide|answer|confirm) the following\b|\bwe (need|require) (the following|additional)\b|\binformation request\b|\b(we are reviewing|under review)\b|\bto move forward with\b|\bmissing required information\b|\bresubmit\b|\bcompliance requirements?\b/i,
  },
  {
    kind: 'warning',
    localPattern: LOCAL_WARNING,
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
  return STATED_WARNING.test(primaryText) || LOCAL_STATED_WARNING.test(primaryText);
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
  if (STATED_INFORMATION_REQUEST.test(primaryText) || LOCAL_INFORMATION_REQUEST.test(primaryText))
    return 'information-request';
  return null;
}

/**
 * More information asked for outright, with nothing turned down: "to continue our review, we
 * need more information", "we require additional information about ASIN …".
 */
const STATED_INFORMATION_REQUEST =
  /\b(?:we|amazon) (?:still )?(?:need|needs|require|requires) (?:some )?(?:additional|more|further) (?:information|details|documentation|documents)\b/i;
