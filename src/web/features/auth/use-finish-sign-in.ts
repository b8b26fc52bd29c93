import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appPaths } from '../../../core/routes';
import { toast } from '../../lib/toast';
import { useSession } from './use-session';

/** After a password (and, when asked, a second factor) was accepted: greet, load the session, go home. */
export function useFinishSignIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh } = useSession();
  return useCallback(async () => {
    toast.success(t('auth.signIn.success'));
    await refresh();
    await navigate(appPaths.home, { replace: true });
  }, [t, refresh, navigate]);
}
