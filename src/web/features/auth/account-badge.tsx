import { ChevronDown } from 'lucide-react';
import type { SessionUser } from './fetch-session';

/** Up to two initials of the name, or the email's first letter when there is no name. */
function initialsOf(user: Pick<SessionUser, 'name' | 'email'>): string {
  const words = user.name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0]) : [user.email[0]];
  return letters.join('').toUpperCase();
}

/** What the user-menu button shows: an initials avatar, and the first name from tablet width. */
export function AccountBadge({ user }: { user: SessionUser }) {
  return (
    <>
      {/* The initials are drawn (CSS content), not text: the button's visible label is the name alone, which
          its accessible name starts with (WCAG 2.5.3, axe's label-content-name-mismatch). */}
      <span
        aria-hidden
        data-initials={initialsOf(user)}
        className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-xs font-bold text-white before:content-[attr(data-initials)]"
      />
      <span className="hidden max-w-40 truncate text-sm font-semibold text-slate-800 sm:block">
        {user.name || user.email}
      </span>
      <ChevronDown aria-hidden className="size-4 text-slate-500" />
    </>
  );
}

export const accountButtonClassName =
  'inline-flex h-10 items-center gap-2 rounded-full border border-slate-200 bg-white ps-1 pe-2.5 shadow-xs transition-colors hover:bg-slate-50 data-[state=open]:bg-slate-50';
