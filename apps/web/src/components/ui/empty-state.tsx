import type { ReactNode } from 'react';
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';

/** An icon, one sentence and the one action that fills the screen. */
export function EmptyState({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action?: ReactNode }) {
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Center>
  );
}
