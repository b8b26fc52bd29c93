import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../../core/routes';
import { AccountBadge, accountButtonClassName } from './account-badge';
import { useSession } from './use-session';

// The menu (Radix DropdownMenu and its positioning) loads only for signed-in visitors, off the first download.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

// On a phone, its words alone on one line: so the longest ('Пријавите се') fits beside the logo and language.
const signInClassName =
  'inline-flex items-center gap-2 whitespace-nowrap rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 max-sm:px-3';

/** The header's right side: 'Sign in', or the signed-in user's menu. */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { user, loading } = useSession();

  const signIn = (
    <>
      <LogIn aria-hidden className="size-4 max-sm:hidden" />
      {t('nav.signIn')}
    </>
  );
  // While the session is looked up, an invisible 'Sign in' holds its place at its width in every language, so
  // the header does not move when a signed-out visitor's button appears (most first visits).
  if (loading)
    return (
      <span aria-hidden className={`${signInClassName} invisible`}>
        {signIn}
      </span>
    );

  if (!user) {
    return (
      <Link to={appPaths.auth} className={signInClassName}>
        {signIn}
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
