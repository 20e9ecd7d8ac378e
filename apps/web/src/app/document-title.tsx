import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useMatches } from 'react-router';
import type { Resources } from './i18n/resources';

type CommonTexts = Resources['common'];

/** A page's name, from the shared texts (always loaded): a private page is named as its breadcrumb. */
export type TitleKey = `titles.${keyof CommonTexts['titles']}` | `breadcrumbs.${keyof CommonTexts['breadcrumbs']}` | 'notFound.title';

/** What a route carries in its `handle` (app/router.tsx). */
export type RouteHandle = { title: TitleKey };

/** The document's title: where one is, then the product ("Empleados · Rumbo"); the product alone without a page name. */
export function documentTitle(pageName?: string): string {
  return pageName ? `${pageName} · Rumbo` : 'Rumbo';
}

/** The title key of the deepest matched route that names one. */
export function titleKeyOf(matches: readonly { handle: unknown }[]): TitleKey | undefined {
  return matches.map(({ handle }) => (handle as Partial<RouteHandle> | undefined)?.title).findLast((key) => key !== undefined);
}

/** Keeps the document's title on the page shown, in the UI language: one place for every route. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const key = titleKeyOf(useMatches());
  const title = documentTitle(key && t(key));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
