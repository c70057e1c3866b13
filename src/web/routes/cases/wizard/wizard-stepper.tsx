import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { WizardStep } from './wizard-state';

const steps: { step: WizardStep; label: string }[] = [
  { step: 1, label: 'Case Details' },
  { step: 2, label: 'Email Analysis' },
  { step: 3, label: 'Documents' },
];

export function WizardStepper({ current }: { current: WizardStep }) {
  return (
    <ol aria-label="Progress" className="mb-8 flex items-center gap-2 sm:gap-4">
      {steps.map(({ step, label }, index) => {
        const isDone = step < current;
        const isCurrent = step === current;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex flex-1 items-center gap-2 sm:gap-4"
          >
            <span className="flex items-center gap-2">
              <span
                className={clsx(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  isDone && 'bg-blue-700 text-white',
                  isCurrent && 'border-2 border-blue-700 bg-white text-blue-800',
                  !isDone && !isCurrent && 'border-2 border-gray-300 bg-white text-gray-600',
                )}
              >
                {isDone ? <Check aria-hidden="true" className="h-4 w-4" /> : step}
              </span>
              <span
                className={clsx(
                  'text-sm font-medium',
                  isCurrent ? 'text-gray-900' : 'text-gray-600',
                )}
              >
                <span className="sr-only">Step {step}: </span>
                {label}
                {isDone && <span className="sr-only"> (completed)</span>}
              </span>
            </span>
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={clsx('h-0.5 flex-1', isDone ? 'bg-blue-700' : 'bg-gray-200')}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
