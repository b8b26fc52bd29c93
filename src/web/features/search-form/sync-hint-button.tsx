import { Sparkles } from 'lucide-react';
import type { ComponentProps } from 'react';

/** The sparkle button itself, the same before and after its tooltip loads; its name is the hint's text. */
export function SyncHintButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className="grid size-5 place-items-center rounded-full text-amber-600 hover:text-amber-700"
      {...props}
    >
      <Sparkles aria-hidden className="size-4" />
    </button>
  );
}
