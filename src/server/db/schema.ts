import type { ColumnType, Generated } from 'kysely';

/**
 * Table row types as Kysely sees them (camelCase through CamelCasePlugin).
 * Times are ISO-8601 UTC strings in both dialects (see docs/decisions/0001).
 */
export type UserTable = {
  id: string;
  email: string;
  username: string;
  name: string;
  role: 'user' | 'admin';
  status: 'active' | 'disabled';
  passwordHash: string | null;
  /** Signs the submission package's summary letter; null until the seller sets it. */
  businessName?: string | null;
  createdAt: string;
  updatedAt: string;
  /** AES-256-GCM sealed TOTP secret once two-factor sign-in is on. */
  totpSecretSealed?: string | null;
  /** A secret being set up, not yet confirmed with a code. */
  totpPendingSealed?: string | null;
  totpEnabledAt?: string | null;
  /** The last TOTP time step accepted, so a code is used once. */
  totpLastStep?: number | null;
};

export type SessionTable = {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  idleExpiresAt: string;
  userAgent: string | null;
  ip: string | null;
};

export type LoginFailureTable = {
  id: Generated<number>;
  accountKey: string;
  ip: string;
  failedAt: string;
};

export type AccessRequestTable = {
  id: string;
  email: string;
  companyName: string;
  useCase: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  reviewNote: string | null;
};

export type CaseTable = {
  id: string;
  ownerId: string;
  sellerId: string;
  asin: string;
  caseType: 'Suppression' | 'FBA Lock' | 'ASIN Request';
  title: string;
  description: string;
  status:
    | 'New'
    | 'In Progress'
    | 'Documentation Needed'
    | 'Submitted to Amazon'
    | 'Rejected'
    | 'Approved'
    | 'Closed';
  outcome: 'Approved' | 'Rejected' | null;
  probabilityScore: number;
  /** 1 while probabilityScore is the seller's own figure, until the case model next recomputes. */
  probabilitySetBySeller?: number;
  /** Model probability minus the prior just before the outcome was recorded; null before. */
  evidenceDelta?: number | null;
  dueDate: string | null;
  resolvedAt: string | null;
  searchText: string;
  /** SQLite only: the row of this case in the cases_search FTS table. */
  searchRowid?: number | null;
  createdAt: string;
  updatedAt: string;
};

export type CommunicationTable = {
  id: string;
  caseId: string;
  type: 'Amazon Email' | 'Response' | 'System' | 'Note';
  content: string;
  timestamp: string;
  sentiment: 'negative' | 'neutral' | 'positive';
  /** JSON array of strings. */
  keyIssues: string;
  authorId: string | null;
};

export type DocumentTable = {
  id: string;
  caseId: string;
  name: string;
  type: 'Invoice' | 'Certificate' | 'Letter' | 'Test Report' | 'Image' | 'Other';
  mimeType: string;
  size: number;
  storageKey: string;
  uploadedAt: string;
  status: 'analyzing' | 'analyzed' | 'failed';
  relevanceScore: number | null;
  completenessScore: number | null;
  complianceScore: number | null;
  feedback: string | null;
  /** JSON array of strings. */
  missingElements: string;
  error: string | null;
  /** Text the analysis read from the file (text layer, DOCX/DOC body or OCR). */
  extractedText?: string | null;
  /** 'builtin' or the LLM provider that scored the document. */
  analysisProvider?: string | null;
  analyzedAt?: string | null;
  /** JSON array of document-catalog ids the document's text shows it covers; null until analysed. */
  covers?: string | null;
};

export type JobTable = {
  id: string;
  kind: string;
  /** JSON-encoded. */
  payload: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  runAfter: string;
  lockedBy: string | null;
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  /** Whose work this is (turn-taking and per-user quota); null for system work. */
  ownerId: ColumnType<string | null, string | null | undefined, string | null>;
};

export type PackageGenerationTable = {
  id: string;
  caseId: string;
  /** Who asked for it; the per-user rate limit counts these rows. */
  userId: string;
  status: 'generating' | 'ready' | 'failed';
  error: string | null;
  requestedAt: string;
  finishedAt: string | null;
};

export type LlmProviderSettingsTable = {
  providerKey: 'openai' | 'anthropic' | 'googleAi' | 'azure';
  /** AES-256-GCM sealed (src/server/crypto/secret-box.ts); never the plaintext key. */
  apiKeySealed: string | null;
  apiKeyHint: string | null;
  model: string;
  maxTokens: number;
  temperature: number;
  baseUrl: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

export type AppSettingTable = {
  key: string;
  /** JSON-encoded. */
  value: string;
  updatedAt: string;
  updatedBy: string | null;
};

export type PromptVersionTable = {
  id: string;
  category: 'suppression' | 'fba' | 'inventory' | 'other';
  version: number;
  text: string;
  createdAt: string;
  createdBy: string | null;
};

export type AiFailureTable = {
  id: string;
  provider: 'openai' | 'azure' | 'anthropic' | 'google';
  operation: string;
  kind: string;
  status: number | null;
  message: string;
  occurredAt: string;
};

export type CaseAnalysisTable = {
  id: string;
  caseId: string;
  communicationId: string | null;
  provider: string;
  /** The EmailAnalysis as JSON. */
  result: string;
  createdAt: string;
};

export type CaseRequirementTable = {
  id: string;
  caseId: string;
  catalogId: string;
  name: string;
  importance: 'Critical' | 'High' | 'Medium' | 'Low';
  source: 'notice' | 'case-type' | 'seller';
  createdFromCommunicationId: string | null;
  /** 0/1: a notice said it is no longer needed. */
  withdrawn: number;
  satisfiedBy: string | null;
  linkMode: 'auto' | 'manual' | null;
  /** When the seller last linked or unlinked it by hand. */
  linkedAt: string | null;
  verdict: 'satisfied' | 'missing' | 'withdrawn';
  reason: string;
  createdAt: string;
  updatedAt: string;
};

export type StatusProposalTable = {
  id: string;
  caseId: string;
  communicationId: string | null;
  fromStatus: CaseTable['status'];
  toStatus: CaseTable['status'];
  reason: string;
  state: 'pending' | 'accepted' | 'dismissed' | 'superseded';
  createdAt: string;
  resolvedAt: string | null;
};

export type AuditLogTable = {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  summary: string;
  ip: string | null;
};

export type InvitationTable = {
  id: string;
  userId: string;
  accessRequestId: string | null;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  /** The token sealed with the server key while unused, so the link can be copied again. */
  tokenSealed?: string | null;
};

export type ApiRequestDayTable = {
  day: string;
  count: number;
};

export type DebriefTable = {
  id: string;
  caseId: string;
  createdAt: string;
  /** The Debrief (without id, caseId, createdAt) as JSON. */
  content: string;
};

export type ApiTokenTable = {
  id: string;
  userId: string;
  name: string;
  prefix: string;
  tokenHash: string;
  createdAt: string;
  lastUsedAt: string | null;
  scope: Generated<'read' | 'read-write' | 'admin'>;
};

export type ApiTokenWindowTable = {
  tokenId: string;
  window: string;
  startedAt: string;
  count: number;
};

export type RateCounterTable = {
  subject: string;
  window: string;
  startedAt: string;
  count: number;
};

export type RecoveryCodeTable = {
  id: string;
  userId: string;
  codeHash: string;
  usedAt: string | null;
};

export type LoginChallengeTable = {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  attempts: Generated<number>;
};

/** Maintained by triggers on `cases` (migration 2026-11-23-50): counts per owner, status, type, outcome. */
export type CaseStatsTable = {
  ownerId: string;
  status: string;
  caseType: string;
  /** '' when the case has no outcome yet. */
  outcome: string;
  n: number | string;
  resolvedN: number | string;
  resolutionDays: number;
};

/**
 * Maintained by triggers on `cases` (migration 2026-11-23-64): cases in the urgent statuses with a
 * deadline, per owner, deadline day, status and type.
 */
export type CaseDueStatsTable = {
  ownerId: string;
  dueDate: string;
  status: string;
  caseType: string;
  n: number | string;
};

export type IntakeAddressTable = { userId: string; token: string; createdAt: string };

/** 'accepting': claimed by one accept request while it files the notice (see acceptInboxItem). */
export type InboundMailStatus =
  'received' | 'attached' | 'ignored' | 'inbox' | 'accepting' | 'dismissed';
export type InboundMailTable = {
  id: string;
  userId: string;
  recipient: string;
  sourceKey: string;
  /** The message as received, base64 (it may hold 8-bit bytes). */
  raw: string;
  receivedAt: string;
  status: InboundMailStatus;
  subject: string | null;
  fromAddress: string | null;
  /** JSON EmailAnalysis, once processed. */
  analysis: string | null;
  caseId: string | null;
  suggestedCaseId: string | null;
  processedAt: string | null;
  /** When an accept claimed it ('accepting'); an old claim is a dead request's (migration 66). */
  claimedAt: string | null;
};

export type NotificationTable = {
  id: string;
  userId: string;
  kind: string;
  caseId: string | null;
  message: string;
  createdAt: string;
  readAt: string | null;
};

export type ReminderDeliveryTable = {
  key: string;
  caseId: string;
  kind: string;
  createdAt: string;
  emailedAt: string | null;
};

export type NotificationPreferenceTable = {
  userId: string;
  kind: string;
  inApp: number;
  email: number;
};

export type CalendarFeedTable = { userId: string; token: string; createdAt: string };

export type Database = {
  intakeAddresses: IntakeAddressTable;
  inboundMail: InboundMailTable;
  notifications: NotificationTable;
  reminderDeliveries: ReminderDeliveryTable;
  notificationPreferences: NotificationPreferenceTable;
  calendarFeeds: CalendarFeedTable;
  users: UserTable;
  sessions: SessionTable;
  loginFailures: LoginFailureTable;
  accessRequests: AccessRequestTable;
  cases: CaseTable;
  caseStats: CaseStatsTable;
  caseDueStats: CaseDueStatsTable;
  apiTokens: ApiTokenTable;
  apiTokenWindows: ApiTokenWindowTable;
  debriefs: DebriefTable;
  auditLog: AuditLogTable;
  invitations: InvitationTable;
  apiRequestDays: ApiRequestDayTable;
  caseAnalyses: CaseAnalysisTable;
  caseRequirements: CaseRequirementTable;
  statusProposals: StatusProposalTable;
  communications: CommunicationTable;
  documents: DocumentTable;
  jobs: JobTable;
  packageGenerations: PackageGenerationTable;
  llmProviderSettings: LlmProviderSettingsTable;
  appSettings: AppSettingTable;
  promptVersions: PromptVersionTable;
  aiFailures: AiFailureTable;
  rateCounters: RateCounterTable;
  recoveryCodes: RecoveryCodeTable;
  loginChallenges: LoginChallengeTable;
};
