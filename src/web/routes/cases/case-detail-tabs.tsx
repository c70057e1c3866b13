import * as Tabs from '@radix-ui/react-tabs';
import type { CaseDetail } from '../../api/case-detail';
import { Card } from '../../components/card';
import { CaseSummaryTab } from './case-summary-tab';
import { DebriefTab } from './debrief-tab';

const triggerClasses =
  'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-700 hover:bg-white/60 hover:text-gray-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ' +
  'data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm';

function Placeholder({ children }: { children: string }) {
  return (
    <Card className="p-6">
      <p className="text-gray-700">{children}</p>
    </Card>
  );
}

export function CaseDetailTabs({ item }: { item: CaseDetail }) {
  return (
    <Tabs.Root defaultValue="summary">
      <Tabs.List aria-label="Case sections" className="mb-6 inline-flex max-w-full gap-1 overflow-x-auto rounded-lg bg-gray-100 p-1">
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
        <Placeholder>
          {`Uploading and AI scoring of supporting documents is coming soon. This case has ${item.documents.length} document${item.documents.length === 1 ? '' : 's'}.`}
        </Placeholder>
      </Tabs.Content>
      <Tabs.Content value="communication">
        <Placeholder>
          {`The case's communication history and responses to Amazon are coming soon. ${item.communications.length} entr${item.communications.length === 1 ? 'y is' : 'ies are'} recorded so far.`}
        </Placeholder>
      </Tabs.Content>
      <Tabs.Content value="debrief">
        <Card className="p-6">
          <DebriefTab status={item.status} />
        </Card>
      </Tabs.Content>
    </Tabs.Root>
  );
}
