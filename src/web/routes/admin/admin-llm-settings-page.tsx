import { ComingSoonNotice } from '../../components/coming-soon-notice';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';

export function AdminLlmSettingsPage() {
  return (
    <>
      <PageTitle title="LLM Settings" />
      <PageHeader title="LLM Settings" subtitle="AI providers and system prompts" />
      <ComingSoonNotice>Provider settings and system prompts will appear here.</ComingSoonNotice>
    </>
  );
}
