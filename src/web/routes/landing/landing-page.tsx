import { PageTitle } from '../../components/page-title';
import { AccessRequestSection } from './access-request-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';

export function LandingPage() {
  return (
    <>
      <PageTitle title="CasePilot" />
      <HeroSection />
      <HowItWorksSection />
      <AccessRequestSection />
    </>
  );
}
