import { createElement, lazy, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the component: at once when its code is loaded, else through Suspense while it loads. */
  Component: ComponentType<P>;
  /** Starts loading the code (once; again after a failure). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component in a chunk of its own, like React.lazy, that renders without suspending once its code is loaded.
 * React.lazy suspends on first render even when the chunk has already arrived, and React then holds the
 * revealed content back up to 300 ms (its fallback throttle): the deals, or a preloaded page, would show late.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Component = (props: P) => {
    // Chosen once per mount, so a re-render after the code arrived never swaps the type (and remounts).
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  };
  return { Component, preload };
}
