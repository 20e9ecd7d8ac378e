import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import type { Resources } from '../i18n/resources';

type Segment = keyof Resources['common']['breadcrumbs'];

/** Breadcrumbs from the path segments, labelled in the UI language. */
export function AppBreadcrumbs() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  const named = (segment: string): segment is Segment => i18n.exists(`breadcrumbs.${segment}`);
  const label = (segment: string) => (named(segment) ? t(`breadcrumbs.${segment}`) : segment);
  return (
    <nav aria-label={t('nav.breadcrumbs')}>
      <Breadcrumbs separatorMargin={6}>
        {segments.map((segment, index) => {
          const to = `/${segments.slice(0, index + 1).join('/')}`;
          return index === segments.length - 1 ? (
            <Text key={to} size="sm" fw={600} aria-current="page">
              {label(segment)}
            </Text>
          ) : (
            <Anchor key={to} component={Link} to={to} size="sm">
              {label(segment)}
            </Anchor>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
