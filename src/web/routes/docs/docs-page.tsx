import * as Tabs from '@radix-ui/react-tabs';
import type { ComponentType } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { AdminGuideTab } from './admin-guide-tab';
import { ApiIntegrationTab } from './api-integration-tab';
import { CaseManagementTab } from './case-management-tab';
import { docsTabFor, docsTabs, type DocsTab } from './docs-tabs';
import { GettingStartedTab } from './getting-started-tab';
import {
  ContactSection,
  FaqSection,
  TroubleshootingSection,
  UpdatesSection,
} from './help-sections';
import { PrivacySection, TermsSection } from './legal-sections';

const tabContent: Record<DocsTab, ComponentType> = {
  'getting-started': GettingStartedTab,
  'case-management': CaseManagementTab,
  'api-integration': ApiIntegrationTab,
  'admin-guide': AdminGuideTab,
};

/**
 * /docs: vertical side tabs; the selected tab lives in ?tab= so it can be linked (the footer
 * does). Anchors (#faq…) are scrolled to by the root layout's scroll-to-hash effect.
 */
export function DocsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { hash } = useLocation();
  const selected = docsTabFor(searchParams.get('tab'), hash);

  const selectTab = (value: string) =>
    setSearchParams({ tab: value }, { replace: true, preventScrollReset: true });

  return (
    <PageContainer>
      <PageTitle title="Documentation" />
      <PageHeader
        title="Documentation"
        subtitle="Everything you need to manage your Amazon seller cases with CasePilot"
      />
      <Tabs.Root
        value={selected}
        onValueChange={selectTab}
        orientation="vertical"
        className="flex flex-col gap-8 md:flex-row"
      >
        <Tabs.List
          aria-label="Documentation topics"
          className="flex shrink-0 gap-1 overflow-x-auto md:w-56 md:flex-col"
        >
          {docsTabs.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="rounded-md px-3 py-2 text-left text-sm font-medium whitespace-nowrap text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 data-[state=active]:bg-blue-50 data-[state=active]:text-blue-800"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {docsTabs.map((tab) => {
          const Content = tabContent[tab.value];
          return (
            <Tabs.Content
              key={tab.value}
              value={tab.value}
              className="min-w-0 flex-1 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-700"
            >
              <Content />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>

      <div className="mt-12">
        <FaqSection />
        <TroubleshootingSection />
        <ContactSection />
        <UpdatesSection />
        <PrivacySection />
        <TermsSection />
      </div>
    </PageContainer>
  );
}
