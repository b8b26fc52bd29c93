import { useId, useRef, useState, type ReactNode } from 'react';
import { Field } from '../../components/ui/field';
import { useLoadOnIntent } from '../../lib/use-load-on-intent';
import { PopoverFieldFace, popoverFieldTriggerClassName } from './popover-field-face';

// Radix Popover and its positioning (~25 kB gzip) load when the visitor first reaches for a field.
const loadFieldPopover = () => import('./field-popover');

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
  const labelId = useId();
  const summaryId = useId();
  const standIn = useRef<HTMLButtonElement>(null);
  const { loaded, requestLoad } = useLoadOnIntent(loadFieldPopover, standIn);
  // A click (or Enter) before the popover arrived opens it on arrival; so does a press the arrival interrupts, since
  // its release then lands on the real trigger and no click reaches either button.
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const openWhenLoaded = () => {
    setOpenOnArrival(true);
    requestLoad();
  };

  const triggerProps = {
    id,
    'aria-labelledby': `${labelId} ${summaryId}`,
    className: popoverFieldTriggerClassName,
  };
  const face = <PopoverFieldFace summaryId={summaryId} summary={summary} icon={icon} />;

  return (
    <Field htmlFor={id} labelId={labelId} label={label}>
      {loaded ? (
        <loaded.module.FieldPopover
          triggerProps={triggerProps}
          face={face}
          label={label}
          defaultOpen={openOnArrival}
          focusTrigger={loaded.standInHadFocus}
        >
          {children}
        </loaded.module.FieldPopover>
      ) : (
        <button
          ref={standIn}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={false}
          {...triggerProps}
          onPointerEnter={requestLoad}
          onFocus={requestLoad}
          onPointerDown={(event) => {
            if (event.button === 0) openWhenLoaded();
          }}
          onClick={openWhenLoaded}
        >
          {face}
        </button>
      )}
    </Field>
  );
}
