import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The figures' box of a company without a plan opens this: a plan is needed. Loaded on the box's
 * first use, with Mantine's modal (home-page.tsx).
 */
export function SubscriptionNeededModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['home', 'common']);
  // Mounted by its first opening, it opens a render later: a modal remembers what to give focus back
  // to when it opens, not when it mounts already open.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Modal opened={opened && mounted} onClose={onClose} title={t('home.subscriptionNeededTitle')} centered closeButtonProps={{ 'aria-label': t('common:common.close') }}>
      <Stack>
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon color="amber" variant="light" size={40} radius="xl">
            <IconAlertTriangle aria-hidden />
          </ThemeIcon>
          <Text>{t('home.subscriptionNeededText')}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:common.close')}
          </Button>
          <Button component={Link} to={paths.plans}>
            {t('home.viewPlans')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
