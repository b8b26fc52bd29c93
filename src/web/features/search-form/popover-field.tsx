import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field, controlClassName } from '../../components/ui/field';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../../components/ui/popover';

export interface PopoverFieldProps {
  id: string;
  label: string;
  /** What the closed field shows, e.g. '2 adults, 1 child'. */
  summary: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A field-shaped button that opens a panel of counters, closed by its Done button, Escape or a click outside. */
export function PopoverField({ id, label, summary, icon, children }: PopoverFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const summaryId = useId();
  return (
    <Field htmlFor={id} labelId={labelId} label={label}>
      <Popover>
        <PopoverTrigger
          id={id}
          aria-labelledby={`${labelId} ${summaryId}`}
          className={`${controlClassName} flex cursor-pointer items-center gap-2 text-start`}
        >
          <span aria-hidden className="shrink-0 text-slate-400 [&_svg]:size-4.5">
            {icon}
          </span>
          <span id={summaryId} className="min-w-0 flex-1 truncate">
            {summary}
          </span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-500" />
        </PopoverTrigger>
        <PopoverContent
          aria-label={label}
          className="max-h-(--radix-popover-content-available-height) overflow-y-auto"
        >
          {children}
          <div className="mt-3 flex justify-end border-t border-slate-100 pt-3">
            <PopoverClose asChild>
              <Button variant="secondary" size="sm">
                {t('searchForm.people.done')}
              </Button>
            </PopoverClose>
          </div>
        </PopoverContent>
      </Popover>
    </Field>
  );
}
