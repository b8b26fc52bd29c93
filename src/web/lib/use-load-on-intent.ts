import { useCallback, useRef, useState, type RefObject } from 'react';

interface LoadedOnIntent<T> {
  module: T;
  /** Whether the stand-in had focus when the module arrived, so the real control can take focus over. */
  standInHadFocus: boolean;
  /** Whether the pointer was still over the stand-in when the module arrived. */
  standInHovered: boolean;
}

/**
 * A module fetched the first time the visitor shows interest in a control (hover, focus, tap), not with the page.
 * Until it arrives, a light stand-in that looks and reads the same holds the control's place. `load` must be
 * stable (declared outside the component).
 */
export function useLoadOnIntent<T>(load: () => Promise<T>, standIn: RefObject<HTMLElement | null>) {
  const [loaded, setLoaded] = useState<LoadedOnIntent<T> | null>(null);
  const requested = useRef(false);

  const requestLoad = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    load().then(
      (module) =>
        setLoaded({
          module,
          standInHadFocus: document.activeElement === standIn.current,
          standInHovered: standIn.current?.matches(':hover') ?? false,
        }),
      (error: unknown) => {
        // A failed download (say, a flaky connection) is tried again on the next sign of interest.
        requested.current = false;
        console.error('Could not load a control', error);
      },
    );
  }, [load, standIn]);

  return { loaded, requestLoad };
}
