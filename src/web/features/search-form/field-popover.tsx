import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '../../components/ui/popover';

export interface FieldPopoverProps {
  /** The trigger's id, accessible name and look. */
  triggerProps: ComponentProps<'button'>;
  /** What the trigger shows. */
  face: ReactNode;
  /** The panel's accessible name. */
  label: string;
  /** Open at once: the visitor asked before this module arrived. */
  defaultOpen: boolean;
  /** Take focus at once: the stand-in had it when this module arrived. */
  focusTrigger: boolean;
  children: ReactNode;
}

/** The Radix popover behind a PopoverField, loaded when the visitor first reaches for the field. */
export function FieldPopover({
  triggerProps,
  face,
  label,
  defaultOpen,
  focusTrigger,
  children,
}: FieldPopoverProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // When it opens at once, Radix moves focus into the panel instead.
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
  }, [focusTrigger, defaultOpen]);

  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger ref={trigger} {...triggerProps}>
        {face}
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
  );
}
