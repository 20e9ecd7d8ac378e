import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { es } from '@/lib/i18n/locales/es';
import { en } from '@/lib/i18n/locales/en';
import { de } from '@/lib/i18n/locales/de';
import { documentTitle, titleKeyOf, type RouteHandle } from './document-title';
import { ridersPages } from './riders/riders-app';
import { createAppRouter } from './router';

/** Every route of the tree that has a path, with the handles of the routes above it. */
function pathRoutes(routes: readonly RouteObject[], above: { handle: unknown }[] = []): { path: string; matches: { handle: unknown }[] }[] {
  return routes.flatMap((route) => {
    const matches = [...above, { handle: route.handle }];
    return [...(route.path ? [{ path: route.path, matches }] : []), ...pathRoutes(route.children ?? [], matches)];
  });
}

function textAt(texts: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
}

describe('the document title', () => {
  it('says where one is, then the product', () => {
    expect(documentTitle('Empleados')).toBe('Empleados · Rumbo');
    expect(documentTitle(undefined)).toBe('Rumbo');
  });

  it('is the name of the deepest route that has one', () => {
    const matches = [{ handle: undefined }, { handle: { title: 'breadcrumbs.profile' } satisfies RouteHandle }, { handle: { title: 'breadcrumbs.my-payments' } satisfies RouteHandle }, { handle: undefined }];
    expect(titleKeyOf(matches)).toBe('breadcrumbs.my-payments');
    expect(titleKeyOf([{ handle: undefined }])).toBeUndefined();
  });

  it('names every page of the router, in Spanish, English and German', () => {
    const routes = pathRoutes(createAppRouter().routes);
    expect(routes.length).toBeGreaterThan(30);
    for (const { path, matches } of routes) {
      const key = titleKeyOf(matches);
      expect(key, path).toBeDefined();
      for (const texts of [es, en, de]) expect(typeof textAt(texts, key!), `${path}: ${key}`).toBe('string');
    }
  });

  it('names every page of the riders’ app, in Spanish, English and German', () => {
    expect(ridersPages.length).toBeGreaterThan(4);
    for (const { path, title } of ridersPages) for (const texts of [es, en, de]) expect(typeof textAt(texts, title), `${path}: ${title}`).toBe('string');
  });
});
