/**
 * The one way the app loads a component's code lazily: `React.lazy`, plus `preload()` to start fetching the code
 * before the component is first rendered. Once the code has arrived the component renders at once: the loader
 * React calls answers synchronously, so no Suspense fallback is committed. (React answers a plain lazy component
 * with its fallback on the first render however early its code arrived, and then holds the content back for up
 * to 300 ms after that fallback appeared; a signed-in page's first load lost a quarter of a second to it.)
 */
// eslint-disable-next-line no-restricted-imports -- the one place React's lazy is used.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Preloadable<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /**
   * Starts fetching the code (once); resolves when it has arrived or failed to. A failed fetch is tried again
   * when the component renders, which then shows the failure.
   */
  preload(): Promise<void>;
};

const nothing = () => undefined;

/**
 * A value already here, as a thenable that calls back in the same turn (a promise calls back only after the
 * current render has ended): React's lazy reads it at once.
 */
function already<T>(value: T): Promise<T> {
  const thenable = { then: (fulfilled: (value: T) => unknown) => fulfilled(value) };
  return thenable as unknown as Promise<T>;
}

/** `loader` resolves to the component (a module's named or default export). */
export function preloadable<P extends object = object>(
  loader: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: { default: ComponentType<P> } | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;

  const load = () =>
    (loading ??= loader().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  const component = lazy<ComponentType<P>>(() => (loaded ? already(loaded) : load()));
  return Object.assign(component, { preload: () => load().then(nothing, nothing) });
}
