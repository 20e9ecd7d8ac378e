import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

/**
 * A list or page that failed to load: why, and a retry that asks again (none where asking again would
 * be refused the same). The retry's red is the darkest shade: on white the next one only just passes AA.
 */
export function LoadError({ title, message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title}>
      <Group justify="space-between">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
