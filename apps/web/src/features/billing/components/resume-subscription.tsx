import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import type { Subscription } from '@rumbo/contract';
import { errorMessage } from '@/lib/api/errors';
import { useResumeSubscriptionMutation } from '../api/billing-api';
import { SubscriptionOutcome } from './subscription-outcome';

type Props = {
  subscription: Subscription;
  fullWidth?: boolean;
};

/**
 * "Reanudar suscripción" while a cancelled plan still runs, and what resuming answered. Stays
 * mounted once resumed (the button gone) so its result can still be read.
 */
export function ResumeSubscription({ subscription, fullWidth = false }: Props) {
  const { t } = useTranslation('billing');
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
      <SubscriptionOutcome opened={outcome !== null} onClose={() => setOutcome(null)} title={outcome?.ok ? t('subscription.resumedTitle') : t('subscription.resumeErrorTitle')}>
        <Text>{outcome?.message}</Text>
      </SubscriptionOutcome>
    </>
  );
}
