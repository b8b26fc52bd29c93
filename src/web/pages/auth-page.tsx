import { AuthPanel } from '../features/auth/auth-panel';
import { RedirectSignedIn } from '../features/auth/redirect-signed-in';

export function AuthPage() {
  return (
    <RedirectSignedIn>
      <AuthPanel />
    </RedirectSignedIn>
  );
}
