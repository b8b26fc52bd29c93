import { CircleCheckBig, LoaderCircle } from 'lucide-react';

/** The big seconds-left number inside a spinner, then a success tick at 0; the page's status line says it in words. */
export function CountdownBadge({ remaining }: { remaining: number }) {
  return (
    <div aria-hidden className="relative mx-auto grid size-20 place-items-center">
      {remaining > 0 ? (
        <>
          <LoaderCircle
            strokeWidth={1.5}
            className="absolute inset-0 size-20 text-brand-500 motion-safe:animate-spin"
          />
          <span className="text-3xl font-bold text-brand-800 tabular-nums">{remaining}</span>
        </>
      ) : (
        <CircleCheckBig strokeWidth={1.75} className="size-16 text-emerald-600" />
      )}
    </div>
  );
}
