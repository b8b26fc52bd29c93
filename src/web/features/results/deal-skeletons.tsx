/** Grey stand-ins for the first deal cards while a search runs, so the area below the steps is never blank. */
export function DealSkeletons() {
  return (
    <ul aria-hidden className="grid grid-cols-1 gap-6 md:grid-cols-2" data-testid="deal-skeletons">
      {[0, 1, 2, 3].map((index) => (
        <li
          key={index}
          // Only the first two on a phone: the rest would sit below the fold anyway.
          className={`overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${index > 1 ? 'hidden md:block' : ''}`}
        >
          <div className="aspect-[2/1] bg-slate-200 motion-safe:animate-pulse" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-2/3 rounded bg-slate-200 motion-safe:animate-pulse" />
            <div className="h-4 w-1/2 rounded bg-slate-100 motion-safe:animate-pulse" />
            <div className="h-16 rounded-xl bg-slate-100 motion-safe:animate-pulse" />
            <div className="h-16 rounded-xl bg-slate-100 motion-safe:animate-pulse" />
            <div className="flex items-end justify-between pt-2">
              <div className="h-8 w-28 rounded bg-slate-200 motion-safe:animate-pulse" />
              <div className="h-11 w-32 rounded-lg bg-slate-200 motion-safe:animate-pulse" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
