import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { controlClassName } from './field';

/**
 * A styled native select: the phone's own picker on touch screens, full keyboard support everywhere, and no
 * script to download.
 */
export function NativeSelect({ className = '', children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={`relative min-w-0 ${className}`}>
      <select className={`${controlClassName} cursor-pointer appearance-none pe-9`} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
