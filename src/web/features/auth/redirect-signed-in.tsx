import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { appPaths } from '../../../core/routes';
import { PageSpinner } from '../../components/page-spinner';
import { useSession } from './use-session';

/** The auth page is for signed-out visitors; a signed-in one is sent home (product.md §2). */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <PageSpinner />;
  if (user) return <Navigate to={appPaths.home} replace />;
  return children;
}
