import type { Generated } from 'kysely';

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
  createdAt: string;
  updatedAt: string;
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
};

export type ApiTokenWindowTable = {
  tokenId: string;
  window: string;
  startedAt: string;
  count: number;
};

export type Database = {
  users: UserTable;
  sessions: SessionTable;
  loginFailures: LoginFailureTable;
  accessRequests: AccessRequestTable;
  cases: CaseTable;
  apiTokens: ApiTokenTable;
  apiTokenWindows: ApiTokenWindowTable;
  debriefs: DebriefTable;
  auditLog: AuditLogTable;
  invitations: InvitationTable;
  apiRequestDays: ApiRequestDayTable;
  caseAnalyses: CaseAnalysisTable;
  communications: CommunicationTable;
  documents: DocumentTable;
  jobs: JobTable;
  llmProviderSettings: LlmProviderSettingsTable;
  appSettings: AppSettingTable;
  promptVersions: PromptVersionTable;
  aiFailures: AiFailureTable;
};
