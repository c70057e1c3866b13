import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { ApiTokensSection } from './api-tokens-section';
import { CalendarSection, IntakeAddressSection } from './mail-and-calendar-section';
import { NotificationPreferencesSection } from './notification-preferences-section';
import { PasswordSection, ProfileSection } from './profile-section';

/** /account: who you are, how CasePilot reaches you, and your keys to the API. */
export function AccountPage() {
  return (
    <PageContainer className="max-w-4xl">
      <PageTitle title="Account" />
      <PageHeader
        title="Account"
        subtitle="Your profile, reminders, intake address and API tokens"
      />
      <div className="space-y-6">
        <ProfileSection />
        <PasswordSection />
        <NotificationPreferencesSection />
        <IntakeAddressSection />
        <CalendarSection />
        <ApiTokensSection />
      </div>
    </PageContainer>
  );
}
