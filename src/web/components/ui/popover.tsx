import { Popover as RadixPopover } from 'radix-ui';
import type { ComponentProps } from 'react';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

/** The floating panel: above other content, kept inside the viewport on narrow screens. */
export function PopoverContent({ className = '', ...props }: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        align="start"
        sideOffset={6}
        collisionPadding={12}
        className={`z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl focus:outline-none ${className}`}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
