// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@rumbo/contract';
import i18n, { startI18n } from './index';

/** A namespace per language whose one text says which it is; `count` reads with the number format. */
const load = vi.fn(async (language: Language, namespace: string) => ({ which: `${namespace} ${language}`, items_one: '{{count, number}} item', items_other: '{{count, number}} items' }));

/** The shared texts' t, untyped: these fixture texts are none of the app's namespaces. */
const t = (key: string, options?: Record<string, unknown>) => (i18n.t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, options);

describe('the texts of the UI', () => {
  it('load one language, namespace by namespace, and the next language only when chosen', async () => {
    await startI18n({ language: 'en', namespaces: ['common'], load });
    expect(load.mock.calls).toEqual([['en', 'common']]);
    expect(t('which')).toBe('common en');

    await i18n.loadNamespaces('auth');
    expect(load.mock.calls).toEqual([['en', 'common'], ['en', 'auth']]);

    await i18n.changeLanguage('de');
    expect(load.mock.calls.slice(2).sort()).toEqual([['de', 'auth'], ['de', 'common']]);
    expect(t('auth:which')).toBe('auth de');
  });

  it('group digits as the language’s country does', async () => {
    await i18n.changeLanguage('de');
    expect(t('items', { count: 100_000 })).toBe('100.000 items');
    await i18n.changeLanguage('es');
    expect(t('items', { count: 100_000 })).toBe('100,000 items');
  });
});
