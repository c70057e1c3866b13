import * as Tabs from '@radix-ui/react-tabs';
import type { CaseDetail } from '../../../domain/case-detail';
import { CaseSummaryTab } from './case-summary-tab';
import { CommunicationTab } from './communication-tab/communication-tab';
import { DebriefTab } from './debrief-tab/debrief-tab';
import { DocumentationTab } from './documentation-tab/documentation-tab';

const triggerClasses =
  'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-700 hover:bg-white/60 hover:text-gray-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ' +
  'data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm';

export function CaseDetailTabs({ item }: { item: CaseDetail }) {
  return (
    <Tabs.Root defaultValue="summary">
      {/* On a phone the four tabs are wider than the screen: the strip scrolls, and says so. */}
      <p className="mb-1 text-xs text-gray-600 sm:hidden" data-testid="tabs-scroll-hint">
        Swipe the tabs sideways for Communication and Debrief →
      </p>
      <Tabs.List
        aria-label="Case sections"
        className="mb-6 inline-flex max-w-full snap-x gap-1 overflow-x-auto rounded-lg bg-gray-100 p-1 [mask-image:linear-gradient(to_right,black_85%,transparent)] sm:[mask-image:none]"
      >
        <Tabs.Trigger value="summary" className={triggerClasses}>
          Case Summary
        </Tabs.Trigger>
        <Tabs.Trigger value="documentation" className={triggerClasses}>
          Documentation
        </Tabs.Trigger>
        <Tabs.Trigger value="communication" className={triggerClasses}>
          Communication
        </Tabs.Trigger>
        <Tabs.Trigger value="debrief" className={triggerClasses}>
          Debrief
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="summary">
        <CaseSummaryTab item={item} />
      </Tabs.Content>
      <Tabs.Content value="documentation">
        <DocumentationTab caseId={item.id} />
      </Tabs.Content>
      <Tabs.Content value="communication">
        <CommunicationTab caseId={item.id} />
      </Tabs.Content>
      <Tabs.Content value="debrief">
        <DebriefTab caseId={item.id} status={item.status} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
