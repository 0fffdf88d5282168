/**
 * The error catalogue's texts (shared/errors, ~2.6 KB gzip) in screens that draw one: loaded with
 * the first such screen, not on the chat's first paint, which draws none. A screen that shows a
 * catalogue text is wrapped in `withErrorCatalogue`: it appears whole, with its text, once the
 * catalogue is here (at once after the first time). Errors the server sent carry their text
 * already (`serverErrorText`, lib/error-status.ts) and need no catalogue.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { DEFAULT_ERROR_TEXT } from '../../shared/error-default';

type ErrorText = (code: unknown) => string;

let loaded: ErrorText | undefined;
let loading: Promise<ErrorText> | undefined;

/** The catalogue's `errorText`, loaded once. Should its chunk fail to load, every code gets SPEC's default text. */
export function loadErrorText(): Promise<ErrorText> {
  loading ??= import('../../shared/errors').then(
    (module) => (loaded = module.errorText),
    () => (loaded = () => DEFAULT_ERROR_TEXT),
  );
  return loading;
}

/** `errorText(code)`, in a component wrapped in `withErrorCatalogue` (drawn once the catalogue is here). */
export function useErrorText(): ErrorText {
  if (!loaded) throw new Error('useErrorText needs its component wrapped in withErrorCatalogue');
  return loaded;
}

function useCatalogueLoaded(): boolean {
  const [ready, setReady] = useState(loaded !== undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadErrorText().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** The component, drawn once the catalogue is here (nothing before: the first time, a moment). */
export function withErrorCatalogue<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (useCatalogueLoaded() ? <Component {...props} /> : null);
  Wrapped.displayName = `withErrorCatalogue(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
