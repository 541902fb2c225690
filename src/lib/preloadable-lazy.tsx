import { lazy, useState, type ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * React.lazy with a preload. `preload()` starts loading the module; a component mounted once it has loaded renders
 * at once. React.lazy suspends on its first render even when its module is already there, and React keeps the
 * fallback it then shows for at least 300 ms (it throttles reveals): on a signed-in screen whose code loaded while
 * the session was checked, that was a "Loading..." of 300–600 ms at 4x CPU slowdown for nothing. React hook-based
 * building block (docs/architecture.md).
 */
export function preloadableLazy<P extends object>(load: Loader<P>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const preload = (): Promise<void> =>
    (loading ??= loadAndKeep().then(
      () => undefined,
      (error: unknown) => {
        loading = undefined; // the next preload, or the render, tries again
        throw error;
      },
    ));
  const Lazy = lazy(loadAndKeep);
  function Preloadable(props: P) {
    // Chosen once per mount: turning from the lazy component to the loaded one would remount what it shows.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: Preloadable, preload, isLoaded: () => loaded !== undefined };
}
