export { i18n, TextsProvider, useTranslation } from './use-translation';
export { Trans } from './trans';
export { commonNamespace, TextStore, type LoadTexts } from './text-store';
export type { Namespace, Namespaces, TextKey, TextResources, TFunction } from './keys';
export type { TextOptions, Texts } from './translate';
import type { Language } from '@rumbo/contract';
import type { LoadTexts } from './text-store';
import { i18n } from './use-translation';

/**
 * Starts the app's texts in `language`; resolves once `namespaces` of that language are loaded. Any
 * other namespace loads when a component first asks for it (useTranslation suspends until then), and
 * another language loads, with every namespace in use, when it is chosen, before the UI switches to it.
 */
export function startI18n({ language, namespaces, load }: { language: Language; namespaces: readonly string[]; load: LoadTexts }): Promise<void> {
  i18n.restart(language, load);
  return i18n.loadNamespaces(namespaces);
}

export default i18n;
