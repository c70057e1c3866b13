import { KANJI_NUMBER, numberWordPattern } from './number-words';

/**
 * How each marketplace language other than English states a deadline, so the deadline reader
 * applies its English principles to notices Amazon sends in the seller's language (DE, FR, IT,
 * ES, PT, NL, PL, SE, TR, and JP/CN, read together since both write in kanji and figures): a
 * deadline is a period or a date the seller must act within, stated with a cue word; Amazon's
 * own turnaround, a look-back period and a narrative date are not.
 */
export interface LanguageCues {
  readonly language: string;
  /**
   * Everyday words of the language, lower-case: found often enough, the body is written in it
   * (empty for JP/CN, told by their script).
   */
  readonly markers: readonly string[];
  /** Periods to act within; named groups `amount`, `unit` and, for business days, `kind`. */
  readonly relative: readonly RegExp[];
  /** The words right before a date that make it a deadline ("bis zum", "avant le"), at the end. */
  readonly dateBefore: RegExp | null;
  /** …or right after it, where the language puts them ("までに", "之前", "tarihine kadar"). */
  readonly dateAfter: RegExp | null;
  /**
   * The words before an announced rule's effective date ("ab dem", "à partir du"): like English
   * "effective" or "starting", the day by which the seller has to comply, when the sentence says
   * what must be done or what Amazon will enforce from then.
   */
  readonly effectiveBefore: RegExp | null;
  /** The seller is asked to act, or told what happens if they don't. */
  readonly action: RegExp;
  /** Look-backs and Amazon's usual durations, in the clause leading up to a period. */
  readonly notADeadline: RegExp;
  /** Anywhere in the sentence: the period ends a hold, or the choice not to appeal is offered. */
  readonly notADeadlineSentence: RegExp;
  /** Amazon as the subject of the clause before a period: its own turnaround… */
  readonly amazonStep: RegExp;
  /** …unless the seller is addressed after it ("Wir bitten Sie, innerhalb von 5 Tagen"). */
  readonly sellerAgain: RegExp;
  /** Right after a period or date: what follows makes it Amazon's step or a described period. */
  readonly notADeadlineAfter: RegExp | null;
  /**
   * Around a date: it ends a restriction ("Ihr Konto bleibt bis zum … gesperrt"), where the
   * language's "by" also means "until"; that asks nothing of the seller.
   */
  readonly restriction: RegExp | null;
  /** A clause telling what happened, and one asking something of the seller (see isNarrative). */
  readonly past: RegExp;
  readonly forward: RegExp;
}

/** Word edges that hold for accented letters too (`\b` only knows ASCII). */
const S = '(?<![\\p{L}\\d])';
const E = '(?![\\p{L}\\d])';
const amountOf = (language: string) => {
  const words = numberWordPattern(language);
  // Legal wording doubles the number, either way round: "cinq (5) jours", "5 (fünf) Tage".
  return `(?<amount>\\d{1,3}|${words})(?:\\s*\\((?:\\d{1,3}|${words})\\))?`;
};
const re = (source: string, flags = 'giu') => new RegExp(source, flags);
/** `re` with the word edges on both sides. */
const words = (alternatives: string, flags = 'iu') => re(`${S}(?:${alternatives})${E}`, flags);

const DE_UNIT = `(?<unit>(?:(?<kind>Werk|Arbeits|Geschäfts)|Kalender)?tag(?:e|en)?|Stunden?|Wochen?|Monat(?:e|en)?)${E}`;
const FR_UNIT = `(?<unit>jours?|heures?|semaines?|mois)(?:\\s+(?<kind>ouvrés|ouvrables)|\\s+calendaires)?${E}`;
const IT_UNIT = `(?<unit>giorni|giorno|ore|settimane|settimana|mesi|mese)(?:\\s+(?<kind>lavorativi)|\\s+(?:di\\s+calendario|solari))?${E}`;
const ES_UNIT = `(?<unit>días?|horas?|semanas?|mes(?:es)?)(?:\\s+(?<kind>hábiles|laborables)|\\s+(?:naturales|calendario))?${E}`;
const NL_UNIT = `(?<unit>(?:(?<kind>werk)|kalender)?dagen|dag|uur|uren|weken|week|maanden|maand)${E}`;
const PL_UNIT = `(?<unit>dni|dnia|godzin|godziny|tygodni|tygodnia|miesięcy|miesiąca|miesiące|miesiąc)(?:\\s+(?<kind>roboczych)|\\s+kalendarzowych)?${E}`;
const PT_UNIT = `(?<unit>dias?|horas?|semanas?|m[eê]s(?:es)?)(?:\\s+(?<kind>úteis)|\\s+corridos)?${E}`;
const SV_UNIT = `(?<unit>(?<kind>arbets)?dagar|dag|timmar|timme|veckor|vecka|månader|månad)${E}`;

export const LANGUAGE_CUES: readonly LanguageCues[] = [
  {
    language: 'de',
    markers:
      'sie ihr ihre ihren ihrem ihrer ihnen und nicht wir der das bitte werden zum ist mit auf für bis den dem eine'.split(
        ' ',
      ),
    relative: [
      re(
        `${S}(?:innerhalb|binnen)\\s+(?:von\\s+|der\\s+(?:nächsten|kommenden|folgenden)\\s+|den\\s+nächsten\\s+)?${amountOf('de')}\\s+${DE_UNIT}`,
      ),
      re(`${S}in\\s+den\\s+(?:nächsten|kommenden)\\s+${amountOf('de')}\\s+${DE_UNIT}`),
      // "wird nach 30 Tagen vernichtet": as English "after 30 days", what happens when time is up
      re(`${S}nach\\s+(?:Ablauf\\s+von\\s+)?${amountOf('de')}\\s+${DE_UNIT}`),
      re(`${S}Sie\\s+haben\\s+(?:noch\\s+|nur\\s+)?${amountOf('de')}\\s+${DE_UNIT}\\s+(?:Zeit|um)`),
      re(
        `${amountOf('de')}\\s+${DE_UNIT}\\s+(?:nach|ab)\\s+(?:Erhalt|Eingang|Zugang|dem\\s+Datum|heute)`,
      ),
    ],
    dateBefore: re(
      `${S}(?:bis\\s+(?:spätestens\\s+)?(?:zum|am|einschließlich)?|spätestens\\s+(?:am|zum|bis(?:\\s+zum)?)?|vor\\s+dem|Frist(?:\\s+\\p{L}+){0,3}\\s*:?\\s*(?:ist|endet|läuft)?(?:\\s+am)?|fällig\\s+(?:am|bis)?|(?:endet|läuft|abläuft)\\s+am|nicht\\s+später\\s+als(?:\\s+am)?)\\s*:?\\s*(?:(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag),?\\s*)?(?:\\d{1,2}[:.]\\d{2}\\s*Uhr\\s*(?:\\p{Lu}{2,4}\\s*)?,?\\s*(?:am\\s+)?)?(?:den\\s+)?$`,
      'iu',
    ),
    dateAfter: null,
    effectiveBefore: re(
      `${S}ab\\s+(?:dem|den)?\\s*$|${S}mit\\s+Wirkung\\s+(?:zum|vom|ab)\\s*$|${S}gültig\\s+ab\\s*$`,
      'iu',
    ),
    action: words(
      'müssen|muss|bitte|reichen|senden|übermitteln|einreichen|vorlegen|vorzulegen|einzureichen|antworten|beantworten|bestätigen|aktualisieren|korrigieren|erstellen|Einspruch|widersprechen|Maßnahmen\\s+ergreifen|andernfalls|anderenfalls|falls\\s+Sie|wenn\\s+Sie|entfernt|deaktiviert|gelöscht|entsorgt|vernichtet|geschlossen|gesperrt|Frist|fällig|spätestens',
    ),
    notADeadline: words(
      'in\\s+der\\s+Regel|normalerweise|üblicherweise|gewöhnlich|dauert|dauern|kann\\s+bis\\s+zu|können\\s+bis\\s+zu|letzten|vergangenen|zurückliegenden|ausgestellt|datiert',
    ),
    notADeadlineSentence: words(
      'nicht\\s+(?:anzufechten|zu\\s+widersprechen)|Sperre\\s+(?:wird|werden)\\s+aufgehoben|verbleibenden?\\s+(?:Guthaben|Mittel|Beträge)',
    ),
    amazonStep: words(
      'wir|unser(?:e|em|en)?\\s+(?:Team|Mitarbeiter\\p{L}*)|Amazon|Sie\\s+(?:erhalten|bekommen|hören)',
      'giu',
    ),
    sellerAgain: words('Sie|Ihnen', 'u'),
    notADeadlineAfter: re(
      '^\\s*(?:zuvor|davor|vor\\s+(?:dem|der)|rückwirkend|(?:eine|unsere)\\s+(?:Antwort|Rückmeldung|Entscheidung))',
      'iu',
    ),
    restriction: re(
      '(?:bleib\\p{L}*|weiterhin)[^.,;]{0,60}(?:gesperrt|deaktiviert|ausgesetzt|eingeschränkt)|(?:gesperrt|deaktiviert|ausgesetzt|eingeschränkt)\\s+bis|(?:können|dürfen)\\s[^.,;]{0,60}keine',
      'iu',
    ),
    past: words(
      'wurden?|waren|war|hatten?|haben\\s+wir|hat\\s+Amazon|erhielten|erhielt|bereits|zuvor|seit|festgestellt|erhalten',
    ),
    forward: words(
      'müssen|muss|bitte|werden|wird|sollten|andernfalls|anderenfalls|falls|wenn|Frist|um\\s[^.]{0,40}\\szu|reichen\\s+Sie|senden\\s+Sie',
    ),
  },
  {
    language: 'fr',
    markers:
      'vous votre vos nous les des une pour dans veuillez merci avec sont sur le du et au aux'.split(
        ' ',
      ),
    relative: [
      re(
        `${S}(?:dans\\s+un\\s+délai\\s+(?:maximum\\s+|maximal\\s+)?(?:de\\s+|d['’]\\s*)|sous\\s+(?:un\\s+délai\\s+de\\s+)?|dans\\s+les\\s+|d['’]ici\\s+|en\\s+moins\\s+de\\s+|au\\s+plus\\s+tard\\s+dans\\s+(?:les\\s+)?)(?:prochain(?:e)?s\\s+)?${amountOf('fr')}\\s+${FR_UNIT}`,
      ),
      re(`${S}(?:après|au\\s+bout\\s+de)\\s+${amountOf('fr')}\\s+${FR_UNIT}`),
      re(
        `${S}vous\\s+(?:avez|disposez\\s+de|disposerez\\s+de|aurez)\\s+(?:encore\\s+|seulement\\s+)?${amountOf('fr')}\\s+${FR_UNIT}\\s+pour`,
      ),
      re(
        `${amountOf('fr')}\\s+${FR_UNIT}\\s+(?:à\\s+compter\\s+de|suivant|après)\\s+(?:la\\s+(?:réception|date)|ce\\s+(?:message|courriel)|cet\\s+e-?mail|aujourd)`,
      ),
    ],
    dateBefore: re(
      `${S}(?:avant\\s+le|au\\s+plus\\s+tard\\s+(?:le|pour\\s+le)?|d['’]ici\\s+(?:le|au)?|jusqu['’]au|date\\s+limite(?:\\s+\\p{L}+){0,3}\\s*:?\\s*(?:est\\s+)?(?:le|au|fixée\\s+au)?|délai(?:\\s+\\p{L}+){0,3}\\s*:|expire\\s+le|(?:prend|prendra)\\s+fin\\s+le)\\s*(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\\s*)?(?:\\d{1,2}\\s*(?:h|:)\\s*\\d{0,2}\\s*(?:\\p{Lu}{2,4}\\s*)?,?\\s*(?:le\\s+)?)?$`,
      'iu',
    ),
    dateAfter: null,
    effectiveBefore: re(
      `${S}(?:à\\s+(?:partir|compter)\\s+du|dès\\s+le|en\\s+vigueur\\s+(?:le|au|à\\s+partir\\s+du))\\s*$`,
      'iu',
    ),
    action: words(
      'devez|doit|veuillez|merci\\s+de|fournir|fournissez|envoyer|envoyez|soumettre|soumettez|transmettre|répondre|répondez|confirmer|mettre\\s+à\\s+jour|corriger|faire\\s+appel|contester|sinon|à\\s+défaut|faute\\s+de|si\\s+vous\\s+ne|supprimée?s?|désactivée?s?|retirée?s?|détruite?s?|clôturée?s?|délai|au\\s+plus\\s+tard|date\\s+limite',
    ),
    notADeadline: words(
      'généralement|habituellement|normalement|en\\s+règle\\s+générale|peut\\s+prendre|prend|derniers|dernières|datée?s?|émise?s?',
    ),
    notADeadlineSentence: words(
      'ne\\s+pas\\s+(?:contester|faire\\s+appel)|fonds\\s+restants|blocage\\s+(?:sera|est)\\s+levé',
    ),
    amazonStep: re(
      `${S}(?:nous(?!\\s+\\p{L}+(?:er|ir|re)${E})|notre\\s+équipe|nos\\s+équipes|Amazon|vous\\s+recevrez)${E}|\\p{L}+rons${E}`,
      'giu',
    ),
    sellerAgain: re(
      `${S}vous${E}(?!\\s+(?:répondr|contacter|recontacter|informer|tiendr|enverr|notifier|revenir))`,
      'iu',
    ),
    notADeadlineAfter: re('^\\s*(?:précédents?|précédant|passés|avant\\s+(?:la|le))', 'iu'),
    restriction: re(
      'rest\\p{L}*\\s+(?:suspendu|désactivé|bloqué|restreint)|ne\\s+pourr\\p{L}*\\s+pas[^.,;]{0,60}jusqu',
      'iu',
    ),
    past: words(
      'avons|avez\\s+(?:\\p{L}+é|reçu|fait)|a\\s+été|ont\\s+été|était|étaient|avait|avions|reçu|envoyé|constaté|précédemment|déjà',
    ),
    forward: words(
      'devez|doit|devrez|veuillez|merci\\s+de|sera|seront|si|sinon|à\\s+défaut|faute\\s+de|délai|afin\\s+de|fournir|envoyer|soumettre|répondre',
    ),
  },
  {
    language: 'it',
    markers:
      'il della delle sono suo sua questo questa entro giorni che nel alla di per da del si deve preghiamo'.split(
        ' ',
      ),
    relative: [
      re(
        `${S}(?:entro|nel\\s+termine\\s+di|nei\\s+prossimi|nelle\\s+prossime|al\\s+più\\s+tardi\\s+entro)\\s+(?:(?:i|le)\\s+)?(?:prossim[ie]\\s+)?${amountOf('it')}\\s+${IT_UNIT}`,
      ),
      re(`${S}dopo\\s+${amountOf('it')}\\s+${IT_UNIT}`),
      re(
        `${S}(?:ha|hai|avete|avrà|avrai)\\s+(?:a\\s+disposizione\\s+)?${amountOf('it')}\\s+${IT_UNIT}\\s+(?:di\\s+tempo\\s+)?per`,
      ),
      re(
        `${amountOf('it')}\\s+${IT_UNIT}\\s+(?:dalla|dal|a\\s+partire\\s+dalla)\\s+(?:ricezione|data)`,
      ),
    ],
    dateBefore: re(
      `${S}(?:entro\\s+(?:e\\s+non\\s+oltre\\s+)?(?:il|l['’]|la\\s+data\\s+del)?|prima\\s+del(?:l['’])?|non\\s+oltre\\s+(?:il|l['’])?|scadenza(?:\\s+\\p{L}+){0,2}\\s*:?\\s*(?:il|è\\s+il)?|scade\\s+il|fino\\s+al(?:l['’])?)\\s*(?:(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\\s*)?(?:\\d{1,2}[:.]\\d{2}\\s*(?:\\p{Lu}{2,4}\\s*)?(?:del\\s+)?)?$`,
      'iu',
    ),
    dateAfter: null,
    effectiveBefore: re(
      `${S}(?:a\\s+(?:partire|decorrere)\\s+dal(?:l['’])?|in\\s+vigore\\s+dal(?:l['’])?)\\s*$`,
      'iu',
    ),
    action: words(
      'deve|devi|dovrà|dovete|è\\s+necessario|la\\s+preghiamo|ti\\s+preghiamo|la\\s+invitiamo|ti\\s+invitiamo|si\\s+prega|fornire|fornirci|fornisca|fornisci|inviare|inviarci|inviaci|invii|invia|caricare|carica|allegare|allega|presentare|rispondere|risponda|confermare|aggiornare|correggere|ricorso|altrimenti|in\\s+caso\\s+contrario|se\\s+non|qualora\\s+non|rimoss[oaie]|disattivat[oaie]|smaltit[oaie]|chius[oaie]|scadenza',
    ),
    notADeadline: words(
      'generalmente|di\\s+solito|solitamente|normalmente|può\\s+richiedere|richiede|ultimi|ultime|datat[oaie]|emess[oaie]',
    ),
    notADeadlineSentence: words(
      'non\\s+(?:contestare|impugnare|presentare\\s+ricorso)|fondi\\s+(?:residui|rimanenti)',
    ),
    amazonStep: re(
      `${S}(?:noi|il\\s+nostro\\s+team|Amazon|riceverà|riceverai)${E}|\\p{L}+remo${E}`,
      'giu',
    ),
    sellerAgain: words(
      'la\\s+preghiamo|ti\\s+preghiamo|la\\s+invitiamo|le\\s+chiediamo|ti\\s+chiediamo|ti\\s+invitiamo|deve|devi|dovrà|dovete|se\\s+non|qualora\\s+non|lei|tu',
    ),
    notADeadlineAfter: re('^\\s*(?:precedenti|passati|prima\\s+(?:della|del))', 'iu'),
    restriction: re(
      'rimarr\\p{L}*\\s+(?:sospes|disattivat|bloccat)|non\\s+potr\\p{L}*[^.,;]{0,60}fino',
      'iu',
    ),
    past: words(
      'abbiamo|è\\s+stat[oa]|sono\\s+stat[ie]|era|erano|aveva|avevamo|ricevut[oaie]|inviat[oaie]|rilevat[oaie]|precedentemente|già',
    ),
    forward: words(
      'deve|devi|dovrà|dovete|la\\s+preghiamo|ti\\s+preghiamo|la\\s+invitiamo|si\\s+prega|sarà|saranno|se|altrimenti|in\\s+caso\\s+contrario|scadenza|per\\s+evitare|fornire|inviare|presentare|rispondere',
    ),
  },
  {
    language: 'es',
    markers:
      'usted su sus los las para que del días cuenta el de la por con una favor debe en'.split(' '),
    relative: [
      re(
        `${S}(?:en\\s+un\\s+(?:plazo|período|periodo)\\s+(?:máximo\\s+)?de|en\\s+el\\s+plazo\\s+de|plazo\\s+de|dentro\\s+de(?:\\s+(?:los|las))?|en\\s+(?:los|las)|durante\\s+(?:los|las))\\s+(?:próxim[oa]s\\s+)?${amountOf('es')}\\s+${ES_UNIT}`,
      ),
      re(`${S}(?:después\\s+de|tras)\\s+${amountOf('es')}\\s+${ES_UNIT}`),
      re(
        `${S}(?:tiene|tienes|dispone\\s+de|dispones\\s+de|tendrá|tendrás)\\s+${amountOf('es')}\\s+${ES_UNIT}\\s+para`,
      ),
      re(
        `${amountOf('es')}\\s+${ES_UNIT}\\s+(?:a\\s+partir\\s+de|desde|tras|después\\s+de)\\s+(?:la\\s+(?:recepción|fecha)|este\\s+(?:mensaje|correo|aviso)|hoy|recibir)`,
      ),
    ],
    dateBefore: re(
      `${S}(?:antes\\s+del?(?:\\s+día)?|a\\s+más\\s+tardar\\s+(?:el(?:\\s+día)?)?|hasta\\s+el(?:\\s+día)?|no\\s+más\\s+tarde\\s+del?(?:\\s+día)?|fecha\\s+límite(?:\\s+\\p{L}+){0,3}\\s*:?\\s*(?:es\\s+)?(?:el(?:\\s+día)?)?|(?:vence|finaliza|termina|expira)\\s+el(?:\\s+día)?)\\s*(?:(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo),?\\s*)?$`,
      'iu',
    ),
    dateAfter: null,
    effectiveBefore: re(
      `${S}(?:a\\s+partir\\s+del?(?:\\s+día)?|en\\s+vigor\\s+(?:el|a\\s+partir\\s+del))\\s*$`,
      'iu',
    ),
    action: words(
      'debe|deberá|debes|deberás|por\\s+favor|le\\s+pedimos|te\\s+pedimos|proporcion\\p{L}*|envi\\p{L}*|enví\\p{L}*|present\\p{L}*|respond\\p{L}*|confirm\\p{L}*|actualiz\\p{L}*|correg\\p{L}*|apela\\p{L}*|recurs\\p{L}*|de\\s+lo\\s+contrario|en\\s+caso\\s+contrario|si\\s+no|eliminad[oa]s?|desactivad[oa]s?|retirad[oa]s?|destruid[oa]s?|cerrad[oa]s?|plazo|fecha\\s+límite|a\\s+más\\s+tardar',
    ),
    notADeadline: words(
      'normalmente|generalmente|habitualmente|suele|puede\\s+tardar|tarda|últimos|últimas|fechad[oa]s?|emitid[oa]s?',
    ),
    notADeadlineSentence: words('no\\s+(?:apelar|impugnar|recurrir)|fondos\\s+restantes'),
    amazonStep: re(
      `${S}(?:nosotros|nuestro\\s+equipo|Amazon|recibirá|recibirás)${E}|\\p{L}+(?:aremos|eremos|iremos)${E}`,
      'giu',
    ),
    sellerAgain: words('usted|debe|deberá|debes|le\\s+pedimos|te\\s+pedimos|si\\s+no|tú'),
    notADeadlineAfter: re('^\\s*(?:anteriores|previos|pasados|antes\\s+de)', 'iu'),
    restriction: re(
      'permanecer\\p{L}*\\s+(?:suspendid|desactivad|bloquead)|no\\s+podr\\p{L}*[^.,;]{0,60}hasta',
      'iu',
    ),
    past: words(
      'hemos|ha\\s+sido|han\\s+sido|fue|fueron|era|eran|había|habíamos|recibimos|recibid[oa]s?|enviad[oa]s?|detectad[oa]s?|anteriormente|ya',
    ),
    forward: words(
      'debe|deberá|debes|por\\s+favor|le\\s+pedimos|será|serán|si|de\\s+lo\\s+contrario|en\\s+caso\\s+contrario|plazo|para\\s+evitar|proporcionar|enviar|presentar|responder',
    ),
  },
  {
    // Brazilian Portuguese (amazon.com.br).
    language: 'pt',
    markers: 'você seu sua seus suas não uma está são pelo pela até prazo dias'.split(' '),
    relative: [
      re(
        `${S}(?:no\\s+prazo\\s+(?:máximo\\s+)?de|em\\s+um\\s+prazo\\s+(?:máximo\\s+)?de|em\\s+até|dentro\\s+de|(?:n)?os\\s+próximos|(?:n)?as\\s+próximas|até)\\s+${amountOf('pt')}\\s+${PT_UNIT}`,
      ),
      re(`${S}(?:após|depois\\s+de)\\s+${amountOf('pt')}\\s+${PT_UNIT}`),
      re(`${S}(?:tem|terá|dispõe\\s+de|disporá\\s+de)\\s+${amountOf('pt')}\\s+${PT_UNIT}\\s+para`),
      re(
        `${amountOf('pt')}\\s+${PT_UNIT}\\s+(?:a\\s+(?:partir|contar)\\s+d[aoe]|após|depois\\s+d[aoe])\\s+(?:(?:o\\s+)?recebimento|(?:a\\s+)?data|est[ae]\\s+(?:mensagem|e-?mail|notificação|aviso)|hoje|receber)`,
      ),
    ],
    dateBefore: re(
      `${S}(?:até(?:\\s+o)?(?:\\s+dia)?|antes\\s+d[eo](?:\\s+dia)?|no\\s+máximo\\s+até(?:\\s+o)?(?:\\s+dia)?|prazo(?:\\s+\\p{L}+){0,3}\\s*:?\\s*(?:é\\s+)?(?:até\\s+)?(?:o(?:\\s+dia)?)?|(?:vence|expira|termina)\\s+(?:em|no\\s+dia))\\s*(?:(?:segunda|terça|quarta|quinta|sexta)(?:-feira)?,?\\s*|(?:sábado|domingo),?\\s*)?$`,
      'iu',
    ),
    dateAfter: null,
    effectiveBefore: re(
      `${S}(?:a\\s+partir\\s+d[eo](?:\\s+dia)?|em\\s+vigor\\s+(?:em|a\\s+partir\\s+d[eo]))\\s*$`,
      'iu',
    ),
    action: words(
      'deve|deverá|precisa|é\\s+necessário|por\\s+favor|pedimos|solicitamos|envie\\p{L}*|enviar|forneç\\p{L}*|fornecer|apresent\\p{L}*|respond\\p{L}*|confirm\\p{L}*|atualiz\\p{L}*|corrij\\p{L}*|corrig\\p{L}*|recorr\\p{L}*|apela\\p{L}*|caso\\s+contrário|do\\s+contrário|se\\s+(?:você\\s+)?não|removid[oa]s?|desativad[oa]s?|descartad[oa]s?|destruíd[oa]s?|encerrad[oa]s?|prazo|data\\s+limite',
    ),
    notADeadline: words(
      'normalmente|geralmente|costuma|pode\\s+levar|leva|últimos|últimas|datad[oa]s?|emitid[oa]s?|fundos',
    ),
    notADeadlineSentence: words('não\\s+(?:apelar|recorrer|contestar)|fundos\\s+restantes'),
    amazonStep: re(
      `${S}(?:nós|nossa\\s+equipe|Amazon|você\\s+receberá)${E}|\\p{L}+(?:aremos|eremos|iremos)${E}`,
      'giu',
    ),
    sellerAgain: words('você|deve|deverá|pedimos|solicitamos|se\\s+não|por\\s+favor'),
    notADeadlineAfter: re('^\\s*(?:anteriores|passados|antes\\s+d[ao])', 'iu'),
    restriction: re(
      'permanecer\\p{L}*\\s+(?:suspens|desativad|bloquead)|não\\s+poder\\p{L}*[^.,;]{0,60}até',
      'iu',
    ),
    past: words(
      'fomos|foi|foram|era|eram|havia|tínhamos|recebemos|recebid[oa]s?|enviad[oa]s?|detectad[oa]s?|anteriormente|já',
    ),
    forward: words(
      'deve|deverá|precisa|por\\s+favor|pedimos|será|serão|se|caso\\s+contrário|prazo|para\\s+evitar|fornecer|enviar|envie|apresentar|responder',
    ),
  },
  {
    language: 'nl',
    markers: 'uw het een niet wij binnen dat voor zijn van de te op met gelieve moet u'.split(' '),
    relative: [
      re(
        `${S}binnen\\s+(?:de\\s+(?:komende|volgende|eerstvolgende)\\s+|een\\s+termijn\\s+van\\s+)?${amountOf('nl')}\\s+${NL_UNIT}`,
      ),
      re(
        `${S}(?:u|je)\\s+(?:heeft|hebt|krijgt)\\s+${amountOf('nl')}\\s+${NL_UNIT}\\s+(?:de\\s+tijd\\s+)?om`,
      ),
    ],
    dateBefore: re(
      `${S}(?:vóór|voor|uiterlijk(?:\\s+op)?|niet\\s+later\\s+dan|tot\\s+en\\s+met|deadline\\s*:?|termijn\\s+(?:verloopt|eindigt)\\s+op)\\s*(?:(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)\\s*)?$`,
      'iu',
    ),
    dateAfter: null,
    effectiveBefore: null,
    action: words(
      'moet|moeten|dient|dienen|gelieve|verzoeken|graag|verstrek\\p{L}*|stuur|sturen|indienen|dien|reageer|reageren|bevestig\\p{L}*|bijwerken|corrigeer|corrigeren|anders|indien\\s+u\\s+niet|als\\s+u\\s+niet|verwijderd|gedeactiveerd|gesloten|vernietigd|termijn|uiterlijk',
    ),
    notADeadline: words(
      'doorgaans|meestal|normaal(?:gesproken)?|kan\\s+duren|duurt|afgelopen|laatste|gedateerd|uitgegeven',
    ),
    notADeadlineSentence: words('niet\\s+in\\s+beroep|resterende\\s+(?:tegoed|saldo|fondsen)'),
    amazonStep: words('wij|we|ons\\s+team|Amazon', 'giu'),
    sellerAgain: words('u|je', 'iu'),
    notADeadlineAfter: null,
    restriction: re('blijft\\s[^.,;]{0,30}(?:geblokkeerd|gedeactiveerd|opgeschort)', 'iu'),
    past: words(
      'werd|werden|was|waren|had|hadden|ontvangen|eerder|reeds|hebben\\s+wij|heeft\\s+Amazon',
    ),
    forward: words(
      'moet|moeten|dient|gelieve|graag|zal|zullen|indien|als|anders|uiterlijk|om\\s+[^.]{0,40}\\s+te',
    ),
  },
  {
    language: 'pl',
    markers:
      'się nie jest oraz twoje twojego państwa ciągu dni prosimy konta w z do na dla przez pan pani'.split(
        ' ',
      ),
    relative: [
      re(
        `${S}w\\s+(?:ciągu|terminie|okresie)\\s+(?:najbliższych\\s+|kolejnych\\s+)?${amountOf('pl')}\\s+${PL_UNIT}`,
      ),
      re(
        `${S}(?:masz|ma\\s+Pan|ma\\s+Pani|mają\\s+Państwo)\\s+${amountOf('pl')}\\s+${PL_UNIT}\\s+na`,
      ),
    ],
    dateBefore: re(
      `${S}(?:do(?:\\s+dnia)?|przed(?:\\s+dniem)?|najpóźniej(?:\\s+do)?(?:\\s+dnia)?|termin(?:\\s+\\p{L}+){0,2}\\s*:?\\s*(?:upływa)?(?:\\s+dnia)?)\\s*$`,
      'iu',
    ),
    dateAfter: null,
    effectiveBefore: null,
    action: words(
      'musi|musisz|należy|prosimy|prześl\\p{L}*|dostarcz\\p{L}*|przedstaw\\p{L}*|odpowie\\p{L}*|potwierdź|potwierdzić|zaktualizuj\\p{L}*|odwoła\\p{L}*|w\\s+przeciwnym\\s+razie|jeśli|jeżeli|usunięt\\p{L}*|dezaktywowan\\p{L}*|zamknięt\\p{L}*|zutylizowan\\p{L}*|zniszczon\\p{L}*|termin',
    ),
    notADeadline: words(
      'zwykle|zazwyczaj|zwyczajowo|może\\s+potrwać|trwa|ostatnich|wystawion\\p{L}*|datowan\\p{L}*',
    ),
    notADeadlineSentence: words('nie\\s+odwoływać|pozostałe\\s+środki'),
    amazonStep: re(
      `${S}(?:my|nasz\\s+zespół|Amazon)${E}|${S}(?!prosimy|wzywamy|przypominamy)\\p{L}+(?:imy|emy)${E}`,
      'giu',
    ),
    sellerAgain: words('prosimy|musi|musisz|należy|Pan|Pani|Państwo|Ty|jeśli\\s+nie'),
    notADeadlineAfter: null,
    restriction: null,
    past: words('był|była|było|były|zostało|został|została|zostały|otrzymaliśmy|wcześniej|już'),
    forward: words('musi|musisz|należy|prosimy|będzie|zostanie|jeśli|w\\s+przeciwnym\\s+razie|aby'),
  },
  {
    language: 'sv',
    markers: 'och att din ditt dina inte inom senast är för du på med det vi har ska'.split(' '),
    relative: [
      re(
        `${S}inom\\s+(?:de\\s+(?:närmaste|kommande|följande)\\s+)?${amountOf('sv')}\\s+${SV_UNIT}`,
      ),
      re(`${S}(?:du|ni)\\s+har\\s+${amountOf('sv')}\\s+${SV_UNIT}\\s+på\\s+(?:dig|er)`),
    ],
    dateBefore: re(
      `${S}(?:senast(?:\\s+den)?|före(?:\\s+den)?|till\\s+och\\s+med|sista\\s+dag(?:en)?\\s*:?\\s*(?:är)?)\\s*$`,
      'iu',
    ),
    dateAfter: null,
    effectiveBefore: null,
    action: words(
      'måste|ska|vänligen|skicka|lämna|svara|bekräfta|uppdatera|korrigera|överklaga|annars|om\\s+du\\s+inte|tas\\s+bort|inaktiveras|stängs|senast|tidsfrist',
    ),
    notADeadline: words('vanligtvis|normalt|brukar|kan\\s+ta|tar|senaste|daterade?|utfärdade?'),
    notADeadlineSentence: words('inte\\s+överklaga|återstående\\s+medel'),
    amazonStep: words('vi|vårt\\s+team|Amazon', 'giu'),
    sellerAgain: words('du|ni|dig|er'),
    notADeadlineAfter: null,
    restriction: null,
    past: words('var|hade|har\\s+vi|fick|mottog|skickade|tidigare|redan'),
    forward: words('måste|ska|vänligen|kommer\\s+att|om|annars|senast|för\\s+att'),
  },
  {
    language: 'tr',
    markers: 'bir için içinde lütfen hesabınız hesabınızın kadar olarak veya bu ile'.split(' '),
    relative: [
      re(
        `${S}${amountOf('tr')}\\s+(?<unit>(?<kind>iş\\s+)?gün(?:ü)?|saat|hafta|ay)\\s+(?:içinde|içerisinde|zarfında)${E}`,
      ),
    ],
    dateBefore: re(`${S}(?:son\\s+tarih\\s*:?|en\\s+geç)\\s*$`, 'iu'),
    dateAfter: re(
      `^(?:\\s+tarihine\\s+kadar|\\s+tarihinden\\s+önce|['’]?\\p{L}{0,3}\\s+kadar|['’]?\\p{L}{0,4}\\s+önce)${E}`,
      'iu',
    ),
    effectiveBefore: null,
    action: re(
      '(?:gerek|lütfen|gönder|sağla|yanıt|onayla|güncelle|düzelt|itiraz|aksi\\s+takdirde|aksi\\s+halde|kaldırıl|devre\\s+dışı|kapatıl|imha|m[ae]zs[ae]n[ıi]z|son\\s+tarih)',
      'iu',
    ),
    notADeadline: words('genellikle|normalde|genelde|sürebilir|sürer|son|geçmiş|tarihli'),
    notADeadlineSentence: words('itiraz\\s+etmeme\\p{L}*|kalan\\s+bakiye'),
    amazonStep: words('biz|ekibimiz|Amazon', 'giu'),
    sellerAgain: words('siz|sizin|lütfen'),
    // Turkish puts the verb after the period: "5 iş günü içinde inceleyeceğiz" is Amazon's step.
    notADeadlineAfter: re('^[^.]{0,40}(?:eceğiz|acağız|eceğimiz|acağımız)', 'iu'),
    restriction: null,
    past: re(
      '(?:di|dı|du|dü|ti|tı|tu|tü)(?:k|ğimiz|ğınız|niz)?(?![\\p{L}])|daha\\s+önce|zaten',
      'iu',
    ),
    forward: re(
      '(?:gerek|lütfen|aksi\\s+takdirde|aksi\\s+halde|eceksiniz|acaksınız|malısınız|melisiniz|ecektir|acaktır)',
      'iu',
    ),
  },
  {
    // Japanese and Chinese: no spaces, kanji numerals, and the cue after the date or period.
    language: 'cjk',
    markers: [],
    relative: [
      re(
        `(?<![\\d〇一二两三四五六七八九十百])(?<amount>\\d{1,3}|${KANJI_NUMBER})\\s*(?:个|個|か|ヶ|カ)?\\s*(?<unit>(?<kind>営業|工作)?日|天|時間|小时|小時|週間|周|星期|(?<=[个個かヶカケ]\\s*)月)\\s*(?:以内|之内|以內|之內|内|內)`,
        'gu',
      ),
    ],
    dateBefore: re(
      '(?:期限|締め切り|締切|期日|提出期限|回答期限|截止日期|截止时间|截止(?:到|至)?|最后期限|最晚于|最迟于)\\s*[:：はが为為是]?\\s*$',
      'u',
    ),
    dateAfter: re(
      '^\\s*(?:[(（][^)）]{1,4}[)）])?\\s*(?:\\d{1,2}[:：]\\d{2}\\s*)?(?:(?:まで|迄)(?:に|$|[。、)）]|\\s*(?:ご|お|回答|返信|提出))|之前|以前|前(?![后後]))',
      'u',
    ),
    effectiveBefore: null,
    action: re(
      '(?:ください|下さい|お願い|必要|しなければ|提出|送信|返信|回答|ご連絡|申し立て|確認|更新|修正|場合|削除|廃棄|閉鎖|停止|無効|期限|までに|请|請|必须|必須|需要|须|提交|提供|发送|回复|答复|申诉|确认|更新|修改|否则|否則|如果|若未|如未|删除|移除|销毁|弃置|关闭|停用|截止|期限)',
      'u',
    ),
    // Look-backs ("過去90日以内", "最近 90 天内", "発行日から365日以内") and usual durations.
    notADeadline: re(
      '(?:通常|一般|大约|约|約|およそ|最近|过去|過去|直近|日期在|発行日|発行から|日付|开具|開具|需要约)[^、，,。]{0,12}$',
      'u',
    ),
    notADeadlineSentence: re('(?:異議を申し立てない|不申诉|剩余资金|残りの資金)', 'u'),
    amazonStep: re('(?:我们|我們|亚马逊|亞馬遜|Amazon|当社|弊社|アマゾン)', 'gu'),
    sellerAgain: re('(?:您|你|请|請|ください|下さい|出品者様|卖家|賣家)', 'u'),
    // "365日以内の請求書", "90 天内的账单": the period describes the documents. Humble forms
    // ("審査いたします", "させていただきます") are Amazon's own step, as is a team that acts within
    // the period ("24時間以内にサポートチームがご連絡").
    notADeadlineAfter: re(
      '^(?:\\s*(?:の(?!ご?(?:返信|回答|提出|対応|連絡))|的)|[^。]{0,20}(?<!お願い)(?:いたします|致します|させていただきます)|[^。]{0,24}(?:チーム|担当者|担当部署|サポート)(?:が|から))',
      'u',
    ),
    restriction: null,
    past: re(
      '(?:ました|でした|された|されました|受け取り|受領|以前|既に|すでに|了|已经|已經|曾)',
      'u',
    ),
    forward: re(
      '(?:ください|下さい|必要|しなければ|場合|お願い|予定|までに|请|請|必须|必須|需要|须|将|將|否则|否則|如果|若|截止)',
      'u',
    ),
  },
];
