import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** An address the app does not know, inside the shell of a logged-in person: what happened and the way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center py={64} px="md">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconMapSearch size={36} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h3">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={paths.home} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('notFound.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
