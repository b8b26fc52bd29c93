import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastLibrary, toastLibraryLoaded } from '../lib/toast';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/**
 * Where toasts appear. sonner's Toaster mounts once the first toast has loaded sonner, so pages that raise none
 * never download it, and the import here cannot fail.
 */
export function ToastOutlet() {
  const ready = useSyncExternalStore(subscribeToToastLibrary, toastLibraryLoaded, toastLibraryLoaded);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the sticky 4rem header, never over it (on a phone a toast covered the menu and sign-in). */}
      <Toaster position="top-center" closeButton offset={{ top: 76 }} mobileOffset={{ top: 72 }} />
    </Suspense>
  );
}
