import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is its own chunk, fetched the first time it is drawn (or on `preload`):
 * for parts of a screen its first paint does not show (`isLoaded`: drawn at once). Until the chunk is here it draws `fallback`;
 * once here it renders directly (React.lazy alone would suspend once more on every new mount).
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // asked again on the next mount
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Deferred(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload, isLoaded: () => loaded !== null });
}
