import { AuthPanel } from '../features/auth/auth-panel';
import { RedirectSignedIn } from '../features/auth/redirect-signed-in';
import { useDocumentTitle } from '../i18n/use-document-title';

export function AuthPage() {
  useDocumentTitle('auth');
  return (
    <RedirectSignedIn>
      <AuthPanel />
    </RedirectSignedIn>
  );
}
