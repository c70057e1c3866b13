import { ArrowRight, BookOpen } from 'lucide-react';
import { buttonClasses } from '../../components/button-classes';
import { ButtonLink } from '../../components/button-link';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
        <p className="inline-flex rounded-full bg-blue-100 px-3 py-1 text-sm font-medium text-blue-800">
          Now in alpha
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl lg:text-6xl"
        >
          Win your Amazon account-health cases
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-gray-700">
          CasePilot turns Amazon&apos;s notices into a plan. Paste the e-mail, get the issue, the
          documents you need and your odds of approval, then track every case from first notice to
          reinstatement.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="#request-access" className={buttonClasses({ size: 'lg' })}>
            Request Alpha Access
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </a>
          <ButtonLink to="/docs" variant="outline" size="lg">
            <BookOpen aria-hidden="true" className="h-5 w-5" />
            Read the Documentation
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
