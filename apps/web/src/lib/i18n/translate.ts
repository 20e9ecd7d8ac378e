import { formatNumber } from '@rumbo/contract';

/** A namespace's texts: nested objects whose leaves are the strings shown. */
export type Texts = { readonly [key: string]: string | Texts };

/** What a text is read with: its placeholders' values, a number `count` choosing the plural form. */
export type TextOptions = { count?: number | string; defaultValue?: string; returnObjects?: boolean; readonly [name: string]: unknown };

/** `{{name}}`, or `{{name, number}}` for a number grouped as the language's country writes it. */
const placeholder = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

function find(texts: Texts | undefined, path: string): string | Texts | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path.split('.')) node = typeof node === 'object' && Object.hasOwn(node, part) ? node[part] : undefined;
  return node;
}

/** Fills the placeholders; one without a value stays as written, so a missing value shows. */
export function interpolate(text: string, options: TextOptions, language: string): string {
  return text.replace(placeholder, (written, name: string, format?: string) => {
    if (!Object.hasOwn(options, name)) return written;
    const value = options[name];
    if (value === undefined || value === null) return '';
    return format === 'number' ? formatNumber(Number(value), language) : String(value);
  });
}

/**
 * The text at `key` (dotted path) of the first namespace of `namespaces` that has it, or of the one
 * named before a colon (`messages:key`); with `count`, its plural form in `language` (`_one`,
 * `_many`, `_other`...: Intl.PluralRules' category, else `_other`); undefined if none has it.
 */
export function lookUp(textsOf: (namespace: string) => Texts | undefined, namespaces: readonly string[], language: string, key: string, options: TextOptions = {}): string | Texts | undefined {
  let path = key;
  let searched = namespaces;
  const colon = key.indexOf(':');
  const named = key.slice(0, colon);
  // A colon in a message that is no key ("Invalid input: ...") names no namespace.
  if (colon > 0 && (namespaces.includes(named) || textsOf(named))) {
    searched = [named];
    path = key.slice(colon + 1);
  }
  const forms = typeof options.count === 'number' ? [`${path}_${pluralRulesOf(language).select(options.count)}`, `${path}_other`, path] : [path];
  for (const namespace of searched) {
    for (const form of forms) {
      const found = find(textsOf(namespace), form);
      if (typeof found === 'string') return interpolate(found, options, language);
      if (found && options.returnObjects) return found;
    }
  }
  return undefined;
}

// One PluralRules per language, built once: building one costs far more than asking it.
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRulesOf(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

/** The text at `key` as lookUp finds it; a key no namespace holds reads as `defaultValue`, else as itself (less its namespace). */
export function translate(textsOf: (namespace: string) => Texts | undefined, namespaces: readonly string[], language: string, key: string, options: TextOptions = {}): string | Texts {
  const found = lookUp(textsOf, namespaces, language, key, options);
  if (found !== undefined) return found;
  if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options, language);
  return namespaces.some((namespace) => key.startsWith(`${namespace}:`)) ? key.slice(key.indexOf(':') + 1) : key;
}
