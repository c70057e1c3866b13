import * as Tabs from '@radix-ui/react-tabs';
import { useLlmSettings } from '../../api/admin-llm-settings';
import { QueryState } from '../../components/kit/query-state';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { ProviderSettingsTab } from './provider-settings-tab';
import { SystemPromptsTab } from './system-prompts-tab';

const triggerClasses =
  'border-b-2 border-transparent px-4 py-2 text-sm font-medium text-gray-700 hover:text-gray-900 ' +
  'focus-visible:outline-2 focus-visible:outline-blue-700 ' +
  'data-[state=active]:border-blue-700 data-[state=active]:text-blue-800';

export function AdminLlmSettingsPage() {
  const settings = useLlmSettings();
  return (
    <>
      <PageTitle title="LLM Settings" />
      <PageHeader title="LLM Settings" subtitle="AI providers and system prompts" />
      <Tabs.Root defaultValue="providers">
        <Tabs.List aria-label="LLM settings" className="mb-6 flex gap-2 border-b border-gray-200">
          <Tabs.Trigger value="providers" className={triggerClasses}>
            Provider Settings
          </Tabs.Trigger>
          <Tabs.Trigger value="prompts" className={triggerClasses}>
            System Prompts
          </Tabs.Trigger>
        </Tabs.List>
        {/* kept mounted, so unsaved provider edits survive a look at the prompts */}
        <Tabs.Content
          value="providers"
          forceMount
          className="focus-visible:outline-none data-[state=inactive]:hidden"
        >
          <QueryState query={settings} loadingLabel="Loading LLM settings">
            {(data) => <ProviderSettingsTab settings={data} />}
          </QueryState>
        </Tabs.Content>
        <Tabs.Content value="prompts" className="focus-visible:outline-none">
          <SystemPromptsTab />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
