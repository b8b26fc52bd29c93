import type { ExternalToast } from 'sonner';

type ToastKind = 'success' | 'error';

// sonner (~10 kB gzip) is fetched with the first toast, not with the page. The toast outlet mounts its Toaster
// once sonner has arrived (see toast-outlet.tsx), and sonner hands it the toasts raised before it mounted.
let loaded = false;
const listeners = new Set<() => void>();

function show(kind: ToastKind, message: string, options?: ExternalToast): void {
  import('sonner').then(
    ({ toast: sonner }) => {
      if (!loaded) {
        loaded = true;
        for (const listener of listeners) listener();
      }
      sonner[kind](message, options);
    },
    // Say, the page outlived a deploy that removed the chunk: this toast is lost, the page keeps working.
    (error: unknown) => console.error('Could not load the toast library', error),
  );
}

/** Shows a toast; the same calls as sonner's `toast.success` and `toast.error`. */
export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  /** Closes every toast on screen (say, the errors of a search that has now found results). */
  dismissAll: () => {
    // Nothing can be on screen before sonner has loaded, so there is nothing to fetch it for.
    if (loaded) void import('sonner').then(({ toast: sonner }) => sonner.dismiss());
  },
};

/** For useSyncExternalStore: whether a toast has loaded sonner yet. */
export function subscribeToToastLibrary(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastLibraryLoaded = () => loaded;
