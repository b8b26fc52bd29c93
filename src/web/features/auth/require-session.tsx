import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { appPaths } from '../../../core/routes';
import { PageSpinner } from '../../components/page-spinner';
import { useSession } from './use-session';

/** Signed-in only pages (product.md §6): a spinner until the session is known, then the page or /auth. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={appPaths.auth} replace />;
  return children;
}
