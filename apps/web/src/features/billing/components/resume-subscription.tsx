import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@rumbo/contract';
import { errorMessage } from '@/lib/api/errors';
import { useResumeSubscriptionMutation } from '../api/billing-api';

type Props = {
  subscription: Subscription;
  fullWidth?: boolean;
};

/**
 * "Reanudar suscripción" while a cancelled plan still runs, and what resuming answered. Stays
 * mounted once resumed (the button gone) so its result can still be read.
 */
export function ResumeSubscription({ subscription, fullWidth = false }: Props) {
  const { t } = useTranslation(['billing', 'common']);
  const [resume, state] = useResumeSubscriptionMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const resumable = subscription.cancel_at_period_end && subscription.status !== 'canceled';

  const confirmResume = async () => {
    const result = await resume({ subscriptionId: subscription.id });
    setOutcome('error' in result ? { ok: false, message: errorMessage(result.error, t('subscription.resumeFailed')) } : { ok: true, message: result.data.message });
  };

  return (
    <>
      {resumable && (
        <Button fullWidth={fullWidth} loading={state.isLoading} onClick={() => void confirmResume()} leftSection={<IconPlayerPlay size={18} aria-hidden />}>
          {t('subscription.resume')}
        </Button>
      )}
      <Modal
        opened={outcome !== null}
        onClose={() => setOutcome(null)}
        centered
        title={outcome?.ok ? t('subscription.resumedTitle') : t('subscription.resumeErrorTitle')}
        closeButtonProps={{ 'aria-label': t('common:common.close') }}
      >
        <Stack>
          <Text>{outcome?.message}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setOutcome(null)} data-autofocus>
              {t('subscription.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
