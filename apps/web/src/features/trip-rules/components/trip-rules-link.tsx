import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconRoute } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';

/** A card that leads to the trip rules screen (the advanced configuration shows it). */
export function TripRulesLink({ to }: { to: string }) {
  const { t } = useTranslation('tripRules');
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group wrap="nowrap" gap="md" align="flex-start">
          <ThemeIcon variant="light" size="lg" aria-hidden>
            <IconRoute size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Anchor component={Link} to={to} fw={600}>
              {t('tripRules.title')}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('tripRules.linkText')}
            </Text>
          </Stack>
        </Group>
        <IconChevronRight size={18} aria-hidden />
      </Group>
    </Card>
  );
}
