import { createContext, useContext } from 'react';
import { useExternalState } from '../external-state';
import type { Namespaces, TFunction } from './keys';
import { commonNamespace, TextStore } from './text-store';

/** The app's texts, started by startI18n (app/i18n/texts.ts) before the first render. */
export const i18n = new TextStore('es', () => Promise.resolve({}));

/** The texts the components below read: the app's, unless a page rendered ahead gives its own. */
const TextsContext = createContext(i18n);
export const TextsProvider = TextsContext.Provider;

/**
 * `t` reading `namespaces` (the shared ones unless named) in the current language, and the store.
 * It suspends until they are loaded in that language; with `useSuspense: false` it renders at once,
 * a text not yet loaded reading as its key, and again once they are there. Every component using it
 * renders again when the language changes, as a transition (useExternalState).
 */
export function useTranslation<const N extends Namespaces = 'common'>(namespaces?: N, { useSuspense = true } = {}): { t: TFunction<N>; i18n: TextStore } {
  const store = useContext(TextsContext);
  const names: readonly string[] = namespaces === undefined ? [commonNamespace] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  // A string, so a namespace loading elsewhere renders only the components it concerns.
  const snapshot = () => `${store.language}/${store.has(names)}`;
  const state = useExternalState(store.subscribe, snapshot, (read) => read);
  if (state.endsWith('/false')) {
    const loading = store.loadNamespaces(names);
    if (useSuspense) throw loading;
  }
  return { t: store.translator(store.language, names) as TFunction<N>, i18n: store };
}
