import type { ReactNode } from 'react';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { formatNumber, type Language, type Statistics } from '@rumbo/contract';
import classes from './home-page.module.css';

type Figures = Extract<Statistics, { subscribed: true }>;

/**
 * The statistics box of a subscribed company: its people by status, new this month, administrators,
 * the plan's seats in use, and below them `children` (this month's carpooling figures).
 */
export function StatisticsFigures({ statistics, language, children }: { statistics: Figures; language: Language; children?: ReactNode }) {
  const { t } = useTranslation('home');
  const number = (value: number) => formatNumber(value, language);
  const tiles = [
    { key: 'active', label: t('home.figures.active'), value: statistics.active, color: 'teal' },
    { key: 'pending', label: t('home.figures.pending'), value: statistics.pending, color: 'amber' },
    { key: 'suspended', label: t('home.figures.suspended'), value: statistics.suspended, color: 'red' },
    { key: 'new', label: t('home.figures.newThisMonth'), value: statistics.newThisMonth, color: undefined },
    { key: 'administrators', label: t('home.figures.administrators'), value: statistics.administrators, color: undefined },
  ];
  const limit = statistics.employeeLimit;
  const usage = limit ? Math.min(100, (statistics.headCount / limit) * 100) : 0;
  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby="home-statistics">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={40} radius="md">
            <IconChartBar aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="h4" id="home-statistics">
            {t('home.statistics')}
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} component="dl" m={0}>
          {tiles.map((tile) => (
            <Stack key={tile.key} gap={0} className={classes.figure} data-color={tile.color}>
              <Text component="dt" size="sm" c="dimmed">
                {tile.label}
              </Text>
              <Text component="dd" m={0} fz={28} fw={700} className={classes.number}>
                {number(tile.value)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600} id="home-head-count">
              {t('home.figures.headCount')}
            </Text>
            <Text size="sm" className={classes.number}>
              {limit === null
                ? t('home.figures.headCountUnlimited', { used: number(statistics.headCount) })
                : t('home.figures.headCountOfLimit', { used: number(statistics.headCount), limit: number(limit) })}
            </Text>
          </Group>
          {limit !== null && (
            <Progress.Root>
              <Progress.Section
                value={usage}
                color={usage >= 90 ? 'red' : usage >= 75 ? 'amber' : undefined}
                aria-labelledby="home-head-count"
              />
            </Progress.Root>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
