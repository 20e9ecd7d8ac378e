import type { Language } from '@rumbo/contract';
import type { Namespace } from '@/app/i18n/resources';
import { loadTexts } from '@/app/i18n/text-loaders';
import { TextStore } from '@/lib/i18n';

/** Texts of their own holding `namespaces` in `language`, as a page rendered ahead shows them. */
export async function textsOf(language: Language, namespaces: readonly Namespace[]): Promise<TextStore> {
  const texts = new TextStore(language, loadTexts);
  await texts.loadNamespaces(namespaces);
  return texts;
}
