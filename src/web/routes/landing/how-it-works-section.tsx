import { FileSearch, FileCheck2, Send, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../components/card';

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

const steps: Step[] = [
  {
    icon: FileSearch,
    title: 'Analyze the notice',
    text: 'Create a case and paste the e-mail from Amazon. CasePilot identifies the case type, the issue, the ASINs, the deadline and the documents Amazon expects, and estimates your chance of approval.',
  },
  {
    icon: FileCheck2,
    title: 'Build your documentation',
    text: 'Upload invoices, certificates, authorization letters and test reports. Each file is scored for relevance, completeness and compliance, with the missing elements listed so you can fix them before Amazon sees them.',
  },
  {
    icon: Send,
    title: 'Submit and track',
    text: 'Generate a submission package with a summary letter, combined documentation and an appeal template. Follow every communication and status change, and learn from a debrief when the case is resolved.',
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight text-gray-900">
            How it works
          </h2>
          <p className="mt-4 text-lg text-gray-700">
            Three steps from a worrying e-mail to a case Amazon can approve.
          </p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center gap-3">
                    <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-blue-100 text-blue-800">
                      <step.icon aria-hidden="true" className="h-5 w-5" />
                    </span>
                    <span className="text-sm font-semibold text-blue-800">Step {index + 1}</span>
                  </div>
                  <h3 className="pt-2 text-lg font-semibold text-gray-900">{step.title}</h3>
                </CardHeader>
                <CardContent>
                  <p className="text-sm leading-6 text-gray-700">{step.text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
