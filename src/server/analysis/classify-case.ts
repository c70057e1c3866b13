import type { CaseType } from '../../domain/case';
import type { AnalysisCategory } from '../../domain/email-analysis';
import type { IssueKind, IssueResult } from './identify-issue';
import { CJK_STAYS_ACTIVE, LOCAL_STAYS_ACTIVE } from './notice-kind';
import {
  scorePatterns,
  weighted,
  type WeightedPattern,
  type WeightedText,
} from './weighted-patterns';

const p = weighted;

/** Something already happened to the listing (past tense), or will unless the seller acts. */
const LISTING_ACTION = [
  p(
    /\b(listings?|offers?|asins?|products?|detail pages?|content)\b[^.\n]{0,60}?\b(has|have|was|were|is|are) (been |now )?(removed|suppressed|deactivated|blocked|made inactive|inactive|taken down|restricted)\b/i,
    4,
  ),
  p(/\bwe (have |'ve )?(temporarily )?(removed|deactivated|suppressed|blocked|taken down)\b/i, 4),
  p(
    /\b(removed|deactivated|suppressed) (your|the|these|this|some of your|\d+ of your) (new )?(listings?|offers?|content)\b/i,
    4,
  ),
  p(/\b(search )?suppressed\b/i, 2),
  p(/\bto (reinstate|reactivate|relist|restore)\b|\brelist\b|restore the listing/i, 2),
  p(/not (be )?(shown|visible|available) to (customers|buyers)/i, 2),
  p(
    /no longer (available|visible|for sale|purchasable)|not available for (purchase|sale)|can(not|'t) be (purchased|bought)/i,
    3,
  ),
  p(/\b(will|may) (be )?remove[d]?\b[^.\n]{0,20}\blisting/i, 1),
  // A deactivated or suspended account takes every listing down with it.
  p(
    /\b(selling privileges|(seller|selling) account|account)\b[^.\n]{0,40}\b(has|have) been (temporarily |permanently )?(deactivated|suspended|removed|blocked)\b|\bremoved your selling privileges\b|\b(deactivated|suspended) your (seller |selling )?account\b/i,
    3,
  ),
  // The same in the marketplace languages: "wir haben Ihr Angebot entfernt", "nous avons supprimé
  // votre offre", "abbiamo rimosso", "hemos eliminado", "removemos", "usunęliśmy", "kaldırdık"…
  p(
    /\b(?:Angebot|Angebote|Artikel)\b[^.\n]{0,60}?\b(?:wurde|wurden|ist|sind) (?:entfernt|deaktiviert|gesperrt)\b|\bhaben (?:wir )?Ihr(?:e)? (?:Angebot|Angebote)\b[^.\n]{0,60}?\b(?:entfernt|deaktiviert)\b|\bnous avons (?:supprimé|désactivé|retiré) (?:votre|vos)\b|\b(?:offre|offres)\b[^.\n]{0,40}?\b(?:a|ont) été (?:supprimée|désactivée|retirée)s?\b|\babbiamo (?:rimosso|disattivato)\b|\b(?:hemos|han) (?:eliminado|desactivado|retirado)\b|\b(?:desactivamos|eliminamos|retiramos) (?:tu|tus|su|sus)\b|\b(?:removemos|desativamos) (?:sua|suas|seu|seus)\b|\bhebben (?:je|uw)\b[^.\n]{0,60}?\b(?:verwijderd|gedeactiveerd)\b|\b(?:usunęliśmy|dezaktywowaliśmy)|\b(?:kaldırdık|devre dışı bıraktık)|\bhar (?:tagit bort|inaktiverat)\b/i,
    4,
  ),
  p(
    /出品を(?:削除|停止)(?:しました|いたしました)|出品[^。\n]{0,20}(?:削除|停止)されました|已(?:被)?(?:移除|停用|删除|刪除|下架)/,
    4,
  ),
  // …and said of the offer: "è stata disattivata", "ha sido eliminada", "została dezaktywowana"
  p(
    /\b(?:offerta|offerte)\b[^.\n]{0,40}?\s(?:è stata|sono state) (?:rimoss|disattivat)|\b(?:oferta|ofertas)\b[^.\n]{0,40}?\b(?:ha sido|han sido|fue|fueron|foi|foram) (?:eliminad|desactivad|retirad|removid|desativad)|\b(?:aanbieding|aanbiedingen)\b[^.\n]{0,40}?\b(?:is|zijn) (?:verwijderd|gedeactiveerd)\b|\b(?:oferta|oferty)\b[^.\n]{0,40}?\b(?:została|zostały) (?:usunięt|dezaktywowan)|\bteklif\S{0,12}[^.\n]{0,40}?\b(?:kaldırıldı|devre dışı bırakıldı)|\berbjudande\S{0,12}[^.\n]{0,40}?\bhar (?:tagits bort|inaktiverats)\b/i,
    4,
  ),
];

/** FBA units held, locked or at risk. */
const INVENTORY_HOLD = [
  p(/\bunfulfillable\b/i, 3),
  p(
    /\b(inventory|units)\b[^.\n]{0,60}?\b(on hold|placed on hold|held|locked|at risk|quarantined|frozen|cannot be sold|blocked|stranded)\b/i,
    4,
  ),
  p(/\bplaced a hold\b|\bblocked from (FBA|fulfil?lment)|cannot send (new )?inventory/i, 4),
  p(/\brelease (the|your) (inventory|units)\b|inventory (to be )?reinstated/i, 3),
  p(/\bFBA inventory\b/i, 2),
  p(/\b(removal order|disposed?|destroyed)\b/i, 1),
  // Stock that cannot leave or be replenished is held, even when the notice is about the account.
  p(
    /\bineligible for removal\b|\b(unable|not be able|won[’']t be able|cannot|can't) to create removal orders?\b/i,
    4,
  ),
  p(
    /\bnot be eligible to send (additional |new )?units\b|\bunable to send in additional units\b/i,
    4,
  ),
  p(/\b(authenticity of your|verify your) inventory\b|\binventory supply chain\b/i, 4),
  // Stock that may not be sent in: "we have blocked inbound shipments of this ASIN".
  p(
    /\b(?:blocked|restricted|stopped|suspended|paused) (?:new |future )?inbound shipments?\b|\binbound shipments?\b[^.\n]{0,40}\b(?:blocked|restricted|stopped|suspended|paused)\b|\b(?:cannot|can't|unable to) (?:create|send) (?:new )?(?:inbound )?shipments?\b/i,
    4,
  ),
  p(/\b(inventory|units)\b[^.\n]{0,80}\b(will|may) be (destroyed|disposed)/i, 2),
  // Stock held or to be disposed of, in the marketplace languages ("Ihr Lagerbestand … wurde
  // gesperrt", "votre stock … a été bloqué", "在庫は販売不可", "库存已被锁定")
  p(
    /\b(?:Lagerbestand|Bestand|Inventar)\b[^.\n]{0,80}?\b(?:gesperrt|blockiert|nicht verkauft werden|entsorgt|vernichtet)\b|\bstock\b[^.\n]{0,80}?\s(?:bloqué|ne peut pas être vendu|éliminé|détruit)|\binventario\b[^.\n]{0,80}?\b(?:bloccat|smaltit|bloquead|eliminad|non può essere vendut|no puede venderse)|\bestoque\b[^.\n]{0,80}?\b(?:bloquead|descartad|não pode ser vendid)|\bvoorraad\b[^.\n]{0,80}?\b(?:geblokkeerd|vernietigd|niet worden verkocht)\b|\bzapas(?:y)?\b[^.\n]{0,80}?\b(?:zablokowan|zutylizowan|nie mogą być sprzedawane)|\benvanter[^.\n]{0,80}?\b(?:engellendi|imha|satılamıyor)|\blager\b[^.\n]{0,80}?\b(?:spärrats|kasseras|inte säljas)\b/i,
    4,
  ),
  p(
    /在庫[^。\n]{0,30}(?:販売不可|廃棄|ブロック)|库存[^。\n]{0,30}(?:锁定|弃置|无法销售|冻结)|庫存[^。\n]{0,30}(?:鎖定|棄置|無法銷售|凍結)/,
    4,
  ),
];

/**
 * The seller is in (or asked to enter) an approval process to list a product, brand or
 * category: a request about the ASIN, even when listings were taken down meanwhile.
 */
const APPROVAL_REQUEST = [
  p(/\bapprovals? process\b/i, 4),
  p(/\b(wish|want|would like) to (list|sell)\b/i, 3),
  p(
    /\b(need|require|obtain|seek|request) (additional )?approval\b|\bapproval requirements?\b|\b(not )?approved to (list|sell)\b/i,
    4,
  ),
  p(/\bcategory (approval|gating)|\bungat|\bpre-approval\b/i, 4),
  // A review of one product before it may be sold: "to confirm that it meets our requirements",
  // "before it can be listed"
  p(
    /\b(?:to confirm|to verify|to ensure)(?: that)? (?:it|this product|the product|this ASIN|the ASIN|ASIN [A-Z0-9]{10}|this item|the item|your (?:product|item|listing)s?) (?:meets|meet|complies|comply|is compliant|are compliant)\b|\bbefore (?:it|the product|this product|the ASIN|this ASIN) can be (?:listed|sold|offered|made available)\b/i,
    4,
  ),
  // Documents asked about a product that stays on sale meanwhile: an information request, not a
  // removal ("Your listing will remain active while we review", "Product documentation requested")
  p(
    /(?<!\bother )\b(?:listings?|offers?|ASINs?|products?) (?:will |can |may )?(?:remain|stay|continue to be) (?:active|live|available|for sale)\b|\bproduct documentation (?:is )?requested\b/i,
    4,
  ),
  // An application to list is the approval process by another name ("By applying to list these
  // products you certify…", "your application to sell in Grocery")
  p(/\b(?:apply|applying|application|applications) to (?:list|sell)\b/i, 4),
  // The same in the marketplace languages: "Ihr Angebot bleibt während der Prüfung aktiv"
  p(LOCAL_STAYS_ACTIVE, 4),
  p(CJK_STAYS_ACTIVE, 4),
];

/** Ordinary e-mails a seller may paste by mistake. */
const NON_NOTICE: Array<{ kind: string; patterns: WeightedPattern[] }> = [
  {
    kind: 'an order or shipping notification',
    patterns: [
      p(
        /order confirm|thank you for shopping|your (amazon\.com )?order|has shipped|on the way|tracking (id|number)|\barriving\b|sold, ship now|you sold an item|please ship/i,
        3,
        2,
      ),
      // "Verkauft! Jetzt versenden", "Hai venduto un articolo! Spedisci ora", "商品が売れました"
      p(
        /\bjetzt versenden\b|\bspedisci ora\b|\bhai venduto un articolo\b|\bexpédiez maintenant\b|\bvous avez vendu un article\b|\benv[íi]alo ahora\b|\bvendiste un art[íi]culo\b|\benvie agora\b|\bvocê vendeu\b|\bnu verzenden\b|\bwyślij teraz\b|şimdi gönderin|ürününüz satıldı|\bskicka nu\b/i,
        3,
        2,
      ),
      p(/商品が売れました|商品を発送してください|已售出|请发货|立即发货/, 3, 2),
    ],
  },
  {
    kind: 'a payment notification',
    patterns: [
      p(/disbursement|payment is on its way|settlement period|payout|bank account ending/i, 3, 2),
      // "Ihre Auszahlung", "votre paiement est en route", "tu pago está en camino", "您的付款"
      p(
        /\bAuszahlung\b|\bBankkonto mit der Endung\b|\bpaiement est en route\b|\bvirement de\b|\bpagamento (?:è|está) (?:in arrivo|a caminho)|\bpago está en camino\b|\bbetaling is onderweg\b|\bpłatność jest w drodze\b|ödemeniz yolda|\butbetalning\b/i,
        3,
        2,
      ),
      p(/付款正在路上|您的付款|お支払い(?:金額)?を送金/, 3, 2),
    ],
  },
  {
    kind: 'a marketing or newsletter e-mail',
    patterns: [
      p(
        /webinar|register now|tips to|newsletter|prime day|deal recommendations|create a deal|\benroll\b|offer ends|limited time|unsubscribe/i,
        3,
        2,
      ),
    ],
  },
  {
    kind: 'an account security notice',
    patterns: [
      p(
        /password (was |has been )?changed|reset (it|your password)|sign-in attempt|two-step verification/i,
        3,
        2,
      ),
    ],
  },
  {
    kind: 'a buyer message',
    // (?<!-): a match starts at the first dash of a run only; otherwise a long run of dashes is
    // scanned again from every dash (200 KB of them took 110 s).
    patterns: [
      p(/product question|message from (amazon )?customer|(?<!-)-+ ?message:? ?-+/i, 3, 2),
    ],
  },
  {
    kind: 'an advertising report',
    patterns: [p(/impressions|\bclicks\b|\bACOS\b|campaigns?/i, 2, 2)],
  },
  {
    kind: 'a billing notice',
    patterns: [p(/subscription fee|invoice number|billing period|selling plan/i, 3, 2)],
  },
  {
    kind: 'a shipment status update',
    // Units, not a listing: "your listing is now available for sale" is a reinstatement.
    patterns: [
      p(/checked in|units? (?:are|is) now available for sale|has been received at/i, 3, 2),
    ],
  },
];

export interface CaseSignals {
  listingAction: number;
  inventoryHold: number;
  approvalRequest: number;
  nonNotice: number;
  /** What the e-mail looks like when it is not a notice, e.g. 'an order or shipping notification'. */
  nonNoticeKind: string | null;
}

export function measureCaseSignals(texts: WeightedText[], rawText: string): CaseSignals {
  let nonNotice = 0;
  let nonNoticeKind: string | null = null;
  for (const group of NON_NOTICE) {
    // Footers such as 'unsubscribe' are cut while cleaning, so this also looks at the raw paste.
    const score = Math.max(
      scorePatterns(texts, group.patterns),
      scorePatterns([{ text: rawText, weight: 1 }], group.patterns),
    );
    nonNotice += score;
    if (score > 0 && (nonNoticeKind === null || score > 3))
      nonNoticeKind = nonNoticeKind ?? group.kind;
  }
  return {
    listingAction: scorePatterns(texts, LISTING_ACTION),
    inventoryHold: scorePatterns(texts, INVENTORY_HOLD),
    approvalRequest: scorePatterns(texts, APPROVAL_REQUEST),
    nonNotice,
    nonNoticeKind,
  };
}

export interface CaseClassification {
  caseType: CaseType;
  category: AnalysisCategory;
  /** 0..1: how sure the case type is. Low for e-mails that are not account-health notices. */
  confidence: number;
  isNotice: boolean;
  /** The next likeliest case type, named when the analysis is unsure. */
  alternative?: CaseType;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function issueScore(issue: IssueResult): number {
  return issue.kind === 'none' || issue.kind === 'general' ? 0 : (issue.scores[issue.kind] ?? 0);
}

/** The seller's best guess when the e-mail is not a notice: whichever signal is strongest. */
function bestGuess(signals: CaseSignals, issue: IssueResult): CaseType {
  const info = Math.max(issue.scores['information-request'] ?? 0, signals.approvalRequest);
  if (info > Math.max(signals.listingAction, signals.inventoryHold)) return 'ASIN Request';
  if (signals.inventoryHold > signals.listingAction) return 'FBA Lock';
  // Most notices are about listings (warnings included): with no signal either way, say so.
  return 'Suppression';
}

/**
 * Case type follows what happened (listing removed -> Suppression, inventory held -> FBA Lock,
 * information asked for -> ASIN Request); the category adds 'inventory' for operational FBA
 * problems (tracked as FBA Lock cases) and 'other' for ASIN requests and non-notices.
 */
export function classifyCase(signals: CaseSignals, issue: IssueResult): CaseClassification {
  const result = classifyByRules(signals, issue);
  return { ...result, alternative: runnerUp(signals, issue, result.caseType) };
}

/** The strongest signal for a case type other than the chosen one. */
function runnerUp(signals: CaseSignals, issue: IssueResult, chosen: CaseType): CaseType {
  const scores: Array<[CaseType, number]> = [
    ['Suppression', signals.listingAction + (issue.kind === 'product-safety' ? 1 : 0)],
    ['FBA Lock', signals.inventoryHold + (issue.kind === 'authenticity' ? 1 : 0)],
    ['ASIN Request', Math.max(issue.scores['information-request'] ?? 0, signals.approvalRequest)],
  ];
  const others = scores.filter(([type]) => type !== chosen).sort((a, b) => b[1] - a[1]);
  return others[0]![0];
}

function classifyByRules(signals: CaseSignals, issue: IssueResult): CaseClassification {
  const strength = Math.max(issueScore(issue), signals.listingAction, signals.inventoryHold);
  const isNotice =
    issue.kind !== 'none' &&
    strength >= 3 &&
    !(signals.nonNotice > strength + 2 && signals.listingAction < 4 && signals.inventoryHold < 4);
  if (!isNotice) {
    return {
      caseType: bestGuess(signals, issue),
      category: 'other',
      confidence: clamp(0.3 - signals.nonNotice * 0.02, 0.1, 0.3),
      isNotice: false,
    };
  }
  const margin = (a: number, b: number) => clamp(0.55 + (a - b) * 0.05, 0.4, 0.95);
  const kind: IssueKind = issue.kind;
  if (kind === 'inventory') {
    return {
      caseType: 'FBA Lock',
      category: 'inventory',
      confidence: margin(issueScore(issue), signals.listingAction),
      isNotice,
    };
  }
  if (kind === 'information-request' && signals.listingAction < 4 && signals.inventoryHold < 4) {
    return {
      caseType: 'ASIN Request',
      category: 'other',
      confidence: margin(issueScore(issue), Math.max(signals.listingAction, signals.inventoryHold)),
      isNotice,
    };
  }
  // Held stock is the bigger, more specific problem; the listing usually goes with it.
  if (signals.inventoryHold >= 4 && signals.inventoryHold >= signals.approvalRequest) {
    return {
      caseType: 'FBA Lock',
      category: 'fba',
      confidence: margin(signals.inventoryHold, signals.listingAction),
      isNotice,
    };
  }
  if (signals.approvalRequest >= 4) {
    return {
      caseType: 'ASIN Request',
      category: 'other',
      confidence: margin(signals.approvalRequest, signals.listingAction),
      isNotice,
    };
  }
  // A compliance question asked before anything was removed is still a request for information.
  if (
    signals.listingAction < 2 &&
    signals.inventoryHold < 2 &&
    (issue.scores['information-request'] ?? 0) >= 3
  ) {
    return { caseType: 'ASIN Request', category: 'other', confidence: 0.5, isNotice };
  }
  if (signals.listingAction === 0 && signals.inventoryHold === 0 && kind === 'general') {
    return { caseType: bestGuess(signals, issue), category: 'other', confidence: 0.35, isNotice };
  }
  return {
    caseType: 'Suppression',
    category: 'suppression',
    confidence: margin(Math.max(signals.listingAction, issueScore(issue)), signals.inventoryHold),
    isNotice,
  };
}
