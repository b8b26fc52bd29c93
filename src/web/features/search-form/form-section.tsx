import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}

/**
 * A titled group of fields (a fieldset, so screen readers announce the group with each field). Boxed from the
 * small breakpoint up; on phones a rule separates groups, leaving the fields the full width.
 */
export function FormSection({ title, icon, children }: FormSectionProps) {
  return (
    <fieldset className="min-w-0 border-t border-slate-200 pt-5 sm:rounded-xl sm:border sm:p-5">
      <legend className="float-start mb-4 flex w-full items-center gap-2.5 text-base font-semibold text-slate-900">
        <span
          aria-hidden
          className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-4.5"
        >
          {icon}
        </span>
        {title}
      </legend>
      <div className="clear-both flex flex-col gap-4">{children}</div>
    </fieldset>
  );
}
