import type { Language } from '@rumbo/contract';
import type { TFunction } from './keys';
import { lookUp, translate, type TextOptions, type Texts } from './translate';

/** Fetches one namespace of one language: a dynamic import(), so the page loads only what it shows. */
export type LoadTexts = (language: Language, namespace: string) => Promise<Texts>;

/** A `t` before its keys are typed (useTranslation types it by the namespaces asked for). */
export type Translator = (key: string, options?: TextOptions) => string;

/** The namespace of the texts lib/, components/ui and the app shell share (./locales). */
export const commonNamespace = 'common';

/**
 * The UI's texts and the language they are read in. Each namespace loads once per language, when
 * first asked for; another language loads every namespace asked for so far before the UI switches
 * to it, so no screen shows a mix of two languages.
 */
export class TextStore {
  language: Language;
  /** False until the app gives the store its language and loader (startI18n). */
  started = false;
  #load: LoadTexts;
  #texts = new Map<string, Texts>();
  #loading = new Map<string, Promise<void>>();
  #asked = new Set<string>();
  #listeners = new Set<() => void>();
  #translators = new Map<string, Translator>();
  /** The language last asked for: a switch that a later one overtook does not apply. */
  #chosen: Language;

  constructor(language: Language, load: LoadTexts) {
    this.language = this.#chosen = language;
    this.#load = load;
  }

  /** Starts again in `language` with `load`, forgetting every text loaded before. */
  restart(language: Language, load: LoadTexts): void {
    this.language = this.#chosen = language;
    this.#load = load;
    this.#texts.clear();
    this.#loading.clear();
    this.#asked.clear();
    this.#translators.clear();
    this.started = true;
    this.#changed();
  }

  /** For useSyncExternalStore: called after a namespace loads and after the language changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #changed(): void {
    for (const listener of this.#listeners) listener();
  }

  #textsOf(language: Language, namespace: string): Texts | undefined {
    return this.#texts.get(`${language}/${namespace}`);
  }

  /** Whether every one of `namespaces` is there in `language` (the current one unless named). */
  has(namespaces: readonly string[], language: Language = this.language): boolean {
    return namespaces.every((namespace) => this.#texts.has(`${language}/${namespace}`));
  }

  #loadOne(language: Language, namespace: string): Promise<void> {
    const id = `${language}/${namespace}`;
    let loading = this.#loading.get(id);
    if (!loading) {
      // A namespace that fails to load reads its keys, as a missing text does, rather than holding
      // its page back for ever; it is not asked for again.
      loading = this.#load(language, namespace)
        .catch((): Texts => ({}))
        .then((texts) => {
          this.#texts.set(id, texts);
          this.#changed();
        });
      this.#loading.set(id, loading);
    }
    return loading;
  }

  /** Resolves once `namespaces` are loaded in `language` (the current one unless named). */
  loadNamespaces(namespaces: string | readonly string[], language: Language = this.language): Promise<void> {
    const names = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const name of names) this.#asked.add(name);
    return Promise.all(names.map((name) => this.#loadOne(language, name))).then(() => undefined);
  }

  /** Loads every namespace asked for so far in `language`, then reads the UI in it. */
  async changeLanguage(language: Language): Promise<void> {
    this.#chosen = language;
    await this.loadNamespaces([...this.#asked], language);
    if (this.#chosen !== language || this.language === language) return;
    this.language = language;
    this.#changed();
  }

  /** Whether the shared texts hold `key` in the current language. */
  exists(key: string): boolean {
    return typeof lookUp((namespace) => this.#textsOf(this.language, namespace), [commonNamespace], this.language, key) === 'string';
  }

  /**
   * Reads `namespaces`' texts in `language`: the first namespace's keys bare, any of them as
   * `namespace:key`. The same function while nothing changes, so it can be a hook's dependency.
   */
  translator(language: Language, namespaces: readonly string[]): Translator {
    const id = `${language}/${namespaces.join()}/${this.has(namespaces, language)}`;
    let t = this.#translators.get(id);
    if (!t) {
      t = ((key: string, options?: TextOptions) => translate((namespace) => this.#textsOf(language, namespace), namespaces, language, key, options)) as Translator;
      this.#translators.set(id, t);
    }
    return t;
  }

  /** Reads the shared texts in the current language. */
  t = ((key: string, options?: TextOptions) => this.translator(this.language, [commonNamespace])(key, options)) as TFunction;
}
