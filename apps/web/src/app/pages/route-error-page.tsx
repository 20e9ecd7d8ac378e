import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';

/**
 * What a page that could not be drawn shows instead of the router's developer message: most often
 * a chunk that could not be fetched (the connection dropped, or a new release replaced the files this
 * tab knew), which a reload mends.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Center py={64} px="md" component="main">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="orange">
          <IconAlertTriangle size={36} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h3">
          {t('pageFailed.title')}
        </Title>
        <Text c="dimmed">{t('pageFailed.text')}</Text>
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
          {t('pageFailed.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
