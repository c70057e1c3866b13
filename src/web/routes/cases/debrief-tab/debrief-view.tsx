import { CheckCircle2, Lightbulb, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../domain/dates';
import type { Debrief } from '../../../../domain/debrief';
import { ImpactFigures } from './impact-figures';

function Section({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="flex items-center gap-2 text-base font-semibold text-gray-900">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function Bullets({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-gray-600">{empty}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function DebriefView({ debrief }: { debrief: Debrief }) {
  return (
    <div className="space-y-6">
      <Section title="Summary">
        <p className="text-sm whitespace-pre-line text-gray-800">{debrief.summary}</p>
      </Section>
      <Section title="Impact">
        <ImpactFigures impact={debrief.impact} />
      </Section>
      <div className="grid gap-6 md:grid-cols-2">
        <Section
          title="Success Factors"
          icon={<CheckCircle2 aria-hidden="true" className="h-4 w-4 text-green-700" />}
        >
          <Bullets items={debrief.successFactors} empty="None recorded." />
        </Section>
        <Section
          title="Lessons Learned"
          icon={<Lightbulb aria-hidden="true" className="h-4 w-4 text-amber-600" />}
        >
          <Bullets items={debrief.lessonsLearned} empty="None recorded." />
        </Section>
      </div>
      <Section
        title="Recommendations"
        icon={<ListChecks aria-hidden="true" className="h-4 w-4 text-blue-700" />}
      >
        <Bullets items={debrief.recommendations} empty="None recorded." />
      </Section>
      <p className="text-xs text-gray-600">
        Outcome: {debrief.outcome} · Generated {formatDateTime(debrief.createdAt)}
      </p>
    </div>
  );
}
