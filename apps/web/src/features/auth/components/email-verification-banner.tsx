import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/errors';
import { useFeedback } from '@/lib/feedback/use-feedback';
import { useResendVerificationMutation } from '../api/auth-api';

/** Shown on every private page until the person's email is verified; only administrators are told of plans. */
export function EmailVerificationBanner({ email, administrator }: { email: string; administrator: boolean }) {
  const { t } = useTranslation('auth');
  const notify = useFeedback();
  const [resend, { isLoading }] = useResendVerificationMutation();
  return (
    <Alert color="amber" variant="light" icon={<IconMail aria-hidden />} mb="md" role="status">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="var(--mantine-color-text)">
          {administrator ? t('verifyEmail.banner', { email }) : t('verifyEmail.memberBanner', { email })}
        </Text>
        <Button
          size="compact-sm"
          variant="outline"
          loading={isLoading}
          onClick={async () => {
            const result = await resend();
            if ('error' in result) notify('error', errorMessage(result.error));
            else notify('success', result.data.message);
          }}
        >
          {t('verifyEmail.resend')}
        </Button>
      </Group>
    </Alert>
  );
}
