export const docsTabs = [
  { value: 'getting-started', label: 'Getting Started' },
  { value: 'case-management', label: 'Case Management' },
  { value: 'api-integration', label: 'API Integration' },
  { value: 'admin-guide', label: 'Administrator Guide' },
] as const;

export type DocsTab = (typeof docsTabs)[number]['value'];

export const DEFAULT_DOCS_TAB: DocsTab = 'getting-started';

/** Anchors that live inside a tab, so /docs#best-practices opens the right tab first. */
const anchorTabs: Record<string, DocsTab> = {
  'create-a-case': 'getting-started',
  'case-statuses': 'case-management',
  documents: 'case-management',
  'best-practices': 'case-management',
  authentication: 'api-integration',
  'rate-limits': 'api-integration',
  errors: 'api-integration',
  'access-requests': 'admin-guide',
  'ai-providers': 'admin-guide',
};

function isDocsTab(value: string | null): value is DocsTab {
  return docsTabs.some((tab) => tab.value === value);
}

export function docsTabFor(tabParam: string | null, hash: string): DocsTab {
  if (isDocsTab(tabParam)) return tabParam;
  return anchorTabs[decodeURIComponent(hash.replace(/^#/, ''))] ?? DEFAULT_DOCS_TAB;
}
