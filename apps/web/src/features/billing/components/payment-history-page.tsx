import { Stack } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import type { Language } from '@rumbo/contract';
import { PageHeader } from '@/components/ui/page-header';
import { PaymentHistory } from './payment-history';

/** /home/subscription-payment-history and /home/profile/payment-history: the payments and their receipts. */
export function PaymentHistoryPage({ language, timeZone }: { language: Language; timeZone: string }) {
  const { t } = useTranslation('billing');
  return (
    <Stack gap="lg">
      <PageHeader title={t('history.title')} subtitle={t('history.subtitle')} />
      <PaymentHistory language={language} timeZone={timeZone} />
    </Stack>
  );
}
