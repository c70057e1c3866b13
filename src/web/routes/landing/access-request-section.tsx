import { Card, CardContent } from '../../components/card';
import { AccessRequestForm } from './access-request-form';

export function AccessRequestSection() {
  return (
    <section
      id="request-access"
      aria-labelledby="request-access-title"
      className="bg-gray-50 py-20"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="request-access-title" className="text-3xl font-bold tracking-tight text-gray-900">
            Request Alpha Access
          </h2>
          <p className="mt-4 text-lg text-gray-700">
            CasePilot is in alpha. Tell us about your business and the cases you handle, and we will
            send you an invitation as soon as a place opens.
          </p>
          <ul className="mt-6 list-disc space-y-2 pl-5 text-gray-700">
            <li>Free during the alpha</li>
            <li>Your data stays yours: delete a case and everything under it goes with it</li>
            <li>Direct line to the team building the product</li>
          </ul>
        </div>
        <Card>
          <CardContent className="p-6 sm:p-8">
            <AccessRequestForm />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
