import { Tooltip } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { SyncHintButton } from './sync-hint-button';

interface SyncHintTooltipProps {
  text: string;
  /** Take focus at once (which shows the tooltip): the stand-in had it when this module arrived. */
  focusTrigger: boolean;
  /** Show at once: the pointer rests on the sparkle, and Radix opens only on the next pointer move. */
  defaultOpen: boolean;
}

/** The sync hint's Radix tooltip, loaded when the visitor first points at or focuses the sparkle. */
export function SyncHintTooltip({ text, focusTrigger, defaultOpen }: SyncHintTooltipProps) {
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);

  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root defaultOpen={defaultOpen}>
        <Tooltip.Trigger asChild>
          <SyncHintButton ref={trigger} aria-label={text} />
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-xs font-medium text-white shadow-lg"
          >
            {text}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
