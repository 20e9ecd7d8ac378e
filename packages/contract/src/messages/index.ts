import type { Language } from '../languages.js';
import { de } from './de.js';
import { en } from './en.js';
import { es, type MessageTexts } from './es.js';

/**
 * Every message the API can answer and every validation message a form can show, in the three
 * languages, one module per language (`@rumbo/contract/messages/es` and so on, so the web client
 * loads only the language it shows). Schemas carry the key; the server and the web client translate it.
 */
export const messageCatalogues: Readonly<Record<Language, MessageTexts>> = { es, en, de };

export type MessageKey = keyof MessageTexts;
export type { MessageTexts };

/** The catalogue by key: each message with its text in every language. */
export const messages = Object.fromEntries(
  (Object.keys(es) as MessageKey[]).map((key) => [key, { es: es[key], en: en[key], de: de[key] }]),
) as { readonly [K in MessageKey]: Readonly<Record<Language, string>> };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(es, value);
}

/**
 * A value for a {placeholder}: a name or number as it is, or `{ key }`, a message key read in the
 * message's own language (a plan's name, for instance: `{ plan: { key: 'planBasic' } }`).
 */
export type MessageParam = string | number | { key: MessageKey };

/** Translates a message key, filling {placeholders}; an unknown key is returned unchanged. */
export function translateMessage(key: string, language: Language, params: Readonly<Record<string, MessageParam>> = {}): string {
  const template = isMessageKey(key) ? messageCatalogues[language][key] : key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!Object.hasOwn(params, name)) return match;
    const value = params[name]!;
    return typeof value === 'object' ? translateMessage(value.key, language) : String(value);
  });
}
