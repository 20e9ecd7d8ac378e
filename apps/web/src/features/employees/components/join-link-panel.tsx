import { lazy, Suspense, useState } from 'react';
import { Accordion, Skeleton } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';

// What the panel holds once opened (the link, its copy and replacement, the trusted domain) comes
// when it is first opened: closed, as the list shows it, it is a title, so the page's first load
// carries none of its fields.
const JoinLinkSettings = lazy(() => import('./join-link-settings').then((module) => ({ default: module.JoinLinkSettings })));

/** The company's join link: copy it, replace it, and trust an email domain for instant approval. */
export function JoinLinkPanel() {
  const { t } = useTranslation('employees');
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <Accordion variant="contained" radius="md" value={opened} onChange={setOpened}>
      <Accordion.Item value="join-link">
        <Accordion.Control icon={<IconLink size={18} aria-hidden />}>{t('joinLink.title')}</Accordion.Control>
        <Accordion.Panel>
          {opened && (
            <Suspense fallback={<Skeleton height={160} radius="sm" />}>
              <JoinLinkSettings />
            </Suspense>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
