// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translate, type Texts } from './translate';

const namespaces: Record<string, Texts> = {
  shop: {
    greeting: 'Hola, {{name}}',
    markup: '<b>{{name}}</b> & co',
    items_one: '{{count, number}} artículo',
    items_many: '{{count, number}} de artículos',
    items_other: '{{count, number}} artículos',
    seats_one: 'queda {{count}} lugar',
    seats_other: 'quedan {{count}} lugares',
    limit: 'hasta {{max, number}}',
    detail: '{{count}} de {{total}}',
    nested: { deeper: { text: 'hondo' } },
    sections: { first: 'uno', second: 'dos' },
  },
  common: { close: 'Cerrar', greeting: 'Hola a todos' },
  polish: { files_one: '{{count}} plik', files_few: '{{count}} pliki', files_many: '{{count}} plików', files_other: '{{count}} pliku' },
};
const read = (key: string, options?: Parameters<typeof translate>[4], language = 'es', asked = ['shop', 'common']) =>
  translate((namespace) => namespaces[namespace], asked, language, key, options);

describe('a text read by key', () => {
  it('follows dots into nested texts', () => {
    expect(read('nested.deeper.text')).toBe('hondo');
  });

  it('fills placeholders as written, without escaping, and leaves one without a value as it is', () => {
    expect(read('greeting', { name: 'Zúñiga' })).toBe('Hola, Zúñiga');
    expect(read('markup', { name: '<i>Ana</i>' })).toBe('<b><i>Ana</i></b> & co');
    expect(read('greeting')).toBe('Hola, {{name}}');
  });

  it('groups a number’s digits as the language’s country does', () => {
    expect(read('limit', { max: 100_000 }, 'es')).toBe('hasta 100,000');
    expect(read('limit', { max: 100_000 }, 'de')).toBe('hasta 100.000');
  });

  it('picks the plural form of the count’s category in the language', () => {
    expect(read('items', { count: 1 })).toBe('1 artículo');
    expect(read('items', { count: 2 })).toBe('2 artículos');
    expect(read('items', { count: 0 })).toBe('0 artículos');
    expect(read('items', { count: 1_000_000 })).toBe('1,000,000 de artículos');
    expect(read('items', { count: 1_000_000 }, 'en')).toBe('1,000,000 artículos');
    expect(read('files', { count: 1 }, 'pl', ['polish'])).toBe('1 plik');
    expect(read('files', { count: 3 }, 'pl', ['polish'])).toBe('3 pliki');
    expect(read('files', { count: 5 }, 'pl', ['polish'])).toBe('5 plików');
    expect(read('files', { count: 1.5 }, 'pl', ['polish'])).toBe('1.5 pliku');
  });

  it('reads _other where the language’s form is not written, and a text without forms whatever the count', () => {
    expect(read('seats', { count: 1_000_000 })).toBe('quedan 1000000 lugares');
    expect(read('greeting', { count: 3, name: 'Ana' })).toBe('Hola, Ana');
    expect(read('detail', { count: '1,234', total: '2,000' })).toBe('1,234 de 2,000');
  });

  it('reads bare keys in the first namespace asked for, and another’s as namespace:key', () => {
    expect(read('greeting', { name: 'Ana' })).toBe('Hola, Ana');
    expect(read('common:greeting')).toBe('Hola a todos');
    expect(read('shop:greeting', { name: 'Ana' })).toBe('Hola, Ana');
  });

  it('answers a missing key with the key, or with the default value', () => {
    expect(read('nope')).toBe('nope');
    expect(read('nested.deeper')).toBe('nested.deeper');
    expect(read('common:nope')).toBe('nope');
    expect(read('Invalid input: expected string', { defaultValue: 'Invalid input: expected string' })).toBe('Invalid input: expected string');
    expect(read('constructor')).toBe('constructor');
  });

  it('gives a group of texts whole when asked to', () => {
    expect(read('sections', { returnObjects: true })).toEqual({ first: 'uno', second: 'dos' });
  });
});
