import { CircleCheck, Circle, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SearchStep } from '../../../core/search-events';

const steps = ['flights', 'hotels', 'combining'] as const satisfies readonly SearchStep[];

type StepState = 'done' | 'current' | 'pending';

function stepState(step: SearchStep, current: SearchStep): StepState {
  const order = steps.indexOf(step) - steps.indexOf(current);
  return order < 0 ? 'done' : order === 0 ? 'current' : 'pending';
}

function StepIcon({ state }: { state: StepState }) {
  switch (state) {
    case 'done':
      return <CircleCheck aria-hidden className="size-5 shrink-0 text-emerald-600" />;
    case 'current':
      return <LoaderCircle aria-hidden className="size-5 shrink-0 text-brand-700 motion-safe:animate-spin" />;
    case 'pending':
      return <Circle aria-hidden className="size-5 shrink-0 text-slate-300" />;
  }
}

const stepText: Record<StepState, string> = {
  done: 'text-slate-700',
  current: 'font-semibold text-slate-900',
  pending: 'text-slate-500',
};

/**
 * While a search runs: a spinner, then the three product.md §4 steps as done, current or still to come. Screen readers
 * hear the steps through the results area's live region.
 */
export function SearchProgress({ step }: { step: SearchStep | null }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-6 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
      <LoaderCircle aria-hidden className="size-10 text-brand-700 motion-safe:animate-spin" />
      <p className="font-semibold text-slate-900">
        {step ? t('results.progressTitle') : t('results.loading')}
      </p>
      {step && (
        <ol className="w-full space-y-3 text-start">
          {steps.map((candidate) => {
            const state = stepState(candidate, step);
            return (
              <li
                key={candidate}
                aria-current={state === 'current' ? 'step' : undefined}
                className={`flex items-center gap-3 ${stepText[state]}`}
              >
                <StepIcon state={state} />
                <span>{t(`results.steps.${candidate}`)}</span>
                <span className="sr-only"> {t(`results.stepState.${state}`)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
