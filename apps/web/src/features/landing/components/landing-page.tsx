import type { ReactNode } from 'react';
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

/** The public front door: what Rumbo is and the way in. */
export function LandingPage({ languageControl }: { languageControl: ReactNode }) {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <Box mih="100dvh" style={{ backgroundImage: 'linear-gradient(160deg, var(--mantine-color-rumbo-light) 0%, transparent 60%)' }}>
      <Container size="lg" py="md" component="header">
        <Group justify="space-between">
          <Logo />
          <Group gap="xs">
            {languageControl}
            <Button component={Link} to={paths.login} variant="subtle">
              {t('landing.login')}
            </Button>
          </Group>
        </Group>
      </Container>
      <Container size="sm" py={{ base: 48, sm: 96 }} component="main">
        <Stack align="center" ta="center" gap="lg">
          <Text fw={700} c="var(--mantine-primary-color-filled)" tt="uppercase" fz="sm">
            {t('common:brand.tagline')}
          </Text>
          <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1}>
            {t('landing.title')}
          </Title>
          <Text fz="lg" c="dimmed">
            {t('landing.text')}
          </Text>
          <Group justify="center">
            <Button component={Link} to={paths.signUp} size="lg">
              {t('landing.signUp')}
            </Button>
            <Button component={Link} to={paths.login} size="lg" variant="default">
              {t('landing.login')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
