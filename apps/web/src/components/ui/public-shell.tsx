import type { ReactNode } from 'react';
import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from './logo';

type Props = { title: string; subtitle?: string; headerRight?: ReactNode; logoHref: string; logoLabel: string; children: ReactNode };

/** Full-screen frame of the public account pages: logo, a card with the form, no sidebar. */
export function PublicShell({ title, subtitle, headerRight, logoHref, logoLabel, children }: Props) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)" style={{ backgroundImage: 'linear-gradient(160deg, var(--mantine-color-rumbo-light) 0%, transparent 45%)' }}>
      <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" component="header">
        {/* The logo leads to the landing, a page of its own outside the SPA: a full page load. */}
        <Anchor component={Link} to={logoHref} reloadDocument aria-label={logoLabel} underline="never">
          <Logo />
        </Anchor>
        {headerRight}
      </Group>
      <Center component="main" px="md" pb="xl">
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={460} radius="lg">
          <Stack gap="xs" mb="lg">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
