import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

type Props = {
  title: string;
  /** One line under the title that says what this page is for. */
  subtitle?: ReactNode;
  /** Shown beside the title, such as a status badge. */
  aside?: ReactNode;
  /** The page's own buttons, at the right on wide screens and below the title on narrow ones. */
  actions?: ReactNode;
};

/** The top of a page: its one level-1 heading, its subtitle and its actions, so each page says what it is. */
export function PageHeader({ title, subtitle, aside, actions }: Props) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {aside}
        </Group>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
