import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useResendVerificationMutation } from '../api/auth-api';

/** Shown on every private page until the person's email is verified; only administrators are told of plans. */
export function EmailVerificationBanner({ email, administrator }: { email: string; administrator: boolean }) {
  // Shared texts: the banner shows in the private layout, which does not load the auth pages' texts.
  const { t } = useTranslation();
  const notifyOutcome = useNotifyOutcome();
  const [resend, { isLoading }] = useResendVerificationMutation();
  return (
    <Alert color="amber" variant="light" icon={<IconMail aria-hidden />} mb="md" role="status">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="var(--mantine-color-text)">
          {administrator ? t('verifyBanner.administrator', { email }) : t('verifyBanner.member', { email })}
        </Text>
        <Button
          size="compact-sm"
          variant="outline"
          loading={isLoading}
          onClick={() => void notifyOutcome(resend(), { success: (answer) => answer.message })}
        >
          {t('verifyBanner.resend')}
        </Button>
      </Group>
    </Alert>
  );
}
