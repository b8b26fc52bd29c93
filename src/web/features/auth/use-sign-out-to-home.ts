import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appPaths } from '../../../core/routes';
import { toast } from '../../lib/toast';
import { useSession } from './use-session';

/**
 * Sign out and return to / (product.md §2). Home comes first: on a signed-in-only page, forgetting the session first
 * would send the visitor to /auth instead.
 */
export function useSignOutToHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useSession();
  return useCallback(async () => {
    await navigate(appPaths.home);
    try {
      await signOut();
    } catch {
      toast.error(t('auth.signOutFailed'));
    }
  }, [navigate, signOut, t]);
}
