import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../core/routes';
import { AccountBadge, accountButtonClassName } from './account-badge';
import { useSession } from './use-session';

// The menu (Radix DropdownMenu and its positioning) loads only for signed-in visitors, off the first download.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

/** The header's right side: 'Sign in', or the signed-in user's menu. */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { user, loading } = useSession();

  // Holds the button's place while the session is looked up, so the header does not jump.
  if (loading)
    return (
      <span aria-hidden className="block h-10 w-24 rounded-full bg-slate-100 motion-safe:animate-pulse" />
    );

  if (!user) {
    return (
      <Link
        to={appPaths.auth}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
      >
        <LogIn aria-hidden className="size-4" />
        {t('nav.signIn')}
      </Link>
    );
  }

  return (
    <Suspense
      fallback={
        <button
          type="button"
          disabled
          aria-label={t('auth.userMenu.open', { name: user.name || user.email })}
          className={accountButtonClassName}
        >
          <AccountBadge user={user} />
        </button>
      }
    >
      <UserMenu user={user} />
    </Suspense>
  );
}
