import { useEffect } from 'react';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/** How long the result stays before the page moves on: 3 s after success, 5 s after an error. */
export const successRedirectMs = 3000;
export const errorRedirectMs = 5000;

export type PurchaseOutcome = { ok: true; message: string; title?: string } | { ok: false; message: string };

/** The purchase's result, then the receipts after a success or home after an error: at once, or by itself a moment later. */
export function PurchaseResult({ outcome }: { outcome: PurchaseOutcome | null }) {
  const { t } = useTranslation(['billing', 'common']);
  const navigate = useNavigate();
  const onContinue = () => outcome && void navigate(outcome.ok ? paths.subscriptionPaymentHistory : paths.home);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => void navigate(outcome.ok ? paths.subscriptionPaymentHistory : paths.home), outcome.ok ? successRedirectMs : errorRedirectMs);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <Modal
      opened={outcome !== null}
      onClose={onContinue}
      centered
      withCloseButton={false}
      title={outcome?.ok ? (outcome.title ?? t('purchase.successTitle')) : t('purchase.errorTitle')}
    >
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={outcome?.ok ? undefined : 'red'}>
          {outcome?.ok ? <IconCircleCheck size={32} aria-hidden /> : <IconAlertCircle size={32} aria-hidden />}
        </ThemeIcon>
        {outcome && outcome.message !== t('purchase.successTitle') && <Text>{outcome.message}</Text>}
        <Text size="sm" c="dimmed">
          {outcome?.ok ? t('purchase.successRedirect') : t('purchase.errorRedirect')}
        </Text>
        <Button onClick={onContinue} data-autofocus>
          {t('purchase.goNow')}
        </Button>
      </Stack>
    </Modal>
  );
}
