import type { Language } from '@rumbo/contract';
import i18n, { startI18n, type Texts } from '@/lib/i18n';
import type { Namespace } from './resources';

/** Where a namespace's texts are, per language: every import() is its own chunk, fetched when shown. */
export type TextLoaders = Partial<Record<Namespace, Record<Language, () => Promise<Texts>>>>;

/** The contract writes placeholders {name}; the web's texts read {{name}}. */
export function withTextPlaceholders(texts: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]));
}

/** What every page shows: the shared texts. */
const everyPage: Namespace[] = ['common'];

/**
 * The contract's messages (form validation, errors, a plan's name): most pages show some, so a route
 * gets them unless it names its namespaces with `onlyTextsFor`, as the first private pages do (their
 * first screen holds no form: 5 KiB less before their heading). A component that shows them names
 * the namespace (`useTranslation([..., 'messages'])`), so it waits for them wherever it renders.
 */
const messages: Namespace = 'messages';

let markStarted: () => void = () => {};
/** Settles once the texts have started: a route loader may start before that, beside the shared texts. */
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** The language the app starts in, known before the texts start. */
let startLanguage: Language | undefined;
/** The namespaces this app shows, given as it starts: the portal's, or the riders' app's. */
let loaders: TextLoaders = {};

function loadTexts(language: Language, namespace: string) {
  const load = loaders[namespace as Namespace]?.[language];
  return load ? load() : Promise.reject(new Error(`No texts for the namespace ${namespace} in this app`));
}

/** Starts the texts in `language`, from these namespaces'; resolves once every page's namespaces are there. */
export async function startTexts(language: Language, textLoaders: TextLoaders): Promise<void> {
  startLanguage = language;
  loaders = textLoaders;
  await startI18n({ language, namespaces: everyPage, load: loadTexts });
  markStarted();
}

/** A route loader: the route renders once its namespaces and the contract's messages are loaded in the current language. */
export function textsFor(...routeNamespaces: Namespace[]) {
  return onlyTextsFor(...routeNamespaces, messages);
}

/** A route loader for these namespaces alone (beside the shared texts), without the contract's messages. */
export function onlyTextsFor(...routeNamespaces: Namespace[]) {
  return async () => {
    // The first route's texts are fetched beside the shared ones, not after them: the texts, once
    // started, find their modules already here.
    const language = i18n.started ? i18n.language : startLanguage;
    if (language) for (const namespace of routeNamespaces) void loadTexts(language, namespace).catch(() => undefined);
    await started;
    await i18n.loadNamespaces(routeNamespaces);
    return null;
  };
}
