import { ActionIcon, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { TooltipOnUse } from '@/components/ui/tooltip-on-use';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconDownload, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime, formatMoney, type Language, type PaymentHistoryItem } from '@rumbo/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useDownloadReceiptMutation, useGetPaymentHistoryQuery } from '../api/billing-api';
import { saveFile } from '@/lib/files/save-file';
import { StatusBadge } from './status-badge';
import classes from './payment-history.module.css';

type Props = { language: Language; timeZone: string };

function ReceiptLink({ payment }: { payment: PaymentHistoryItem }) {
  const { t } = useTranslation('billing');
  const notifyOutcome = useNotifyOutcome();
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const [download, state] = useDownloadReceiptMutation();
  if (!payment.pdfUrl) {
    return (
      <Text size="sm" c="dimmed">
        {t('history.notAvailable')}
      </Text>
    );
  }
  const pdfUrl = payment.pdfUrl;
  const number = payment.number ?? payment.id.slice(0, 8);
  const label = t('history.downloadNamed', { number });
  const onDownload = async () => {
    const receipt = await notifyOutcome(download(pdfUrl), { failure: t('history.downloadFailed') });
    if (receipt) saveFile(receipt, `recibo-${number}.pdf`);
  };
  return compact ? (
    <TooltipOnUse label={label}>
      <ActionIcon variant="light" size="lg" aria-label={label} loading={state.isLoading} onClick={() => void onDownload()}>
        <IconDownload size={18} aria-hidden />
      </ActionIcon>
    </TooltipOnUse>
  ) : (
    <Button variant="light" size="xs" leftSection={<IconDownload size={16} aria-hidden />} aria-label={label} loading={state.isLoading} onClick={() => void onDownload()}>
      {t('history.download')}
    </Button>
  );
}

/**
 * The company's payments, newest first: date and time in the company's zone, concept, amount and
 * the receipt to download. One table for every page that shows the history.
 */
export function PaymentHistory({ language, timeZone }: Props) {
  const { t } = useTranslation(['billing', 'common']);
  const history = useGetPaymentHistoryQuery(language);

  if (history.isError) {
    return <LoadError title={t('history.loadFailed')} message={errorMessage(history.error, t('history.loadFailed'))} onRetry={() => void history.refetch()} />;
  }
  if (!history.data) {
    return (
      <Stack gap="xs" role="status" aria-label={t('common:common.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={44} />
        ))}
      </Stack>
    );
  }
  const payments = history.data.paymentHistory;
  if (payments.length === 0) {
    return <EmptyState icon={<IconReceipt size={36} stroke={1.5} />} title={t('history.emptyTitle')} text={t('history.empty')} />;
  }
  return (
    <Table layout="fixed" verticalSpacing="sm" aria-busy={history.isFetching}>
      <Table.Caption>{t('history.caption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={classes.date}>{t('history.date')}</Table.Th>
          <Table.Th>{t('history.concept')}</Table.Th>
          <Table.Th ta="right" className={classes.amount}>
            {t('history.amount')}
          </Table.Th>
          <Table.Th className={classes.receipt}>{t('history.receipt')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payments.map((payment) => {
          const when = formatDateTime(payment.date, language, timeZone);
          const failed = payment.status === 'failed';
          return (
            <Table.Tr key={payment.id}>
              <Table.Td className={classes.date}>
                <Text size="sm">{when}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text size="sm" fw={500}>
                    {payment.name}
                  </Text>
                  <Text size="xs" c="dimmed" className={classes.dateLine}>
                    {when}
                  </Text>
                  <Group gap={6}>
                    {payment.number && (
                      <Text size="xs" c="dimmed">
                        {payment.number}
                      </Text>
                    )}
                    {failed && (
                      <StatusBadge color="red" icon={<IconAlertTriangle size={12} aria-hidden />}>
                        {t('history.failed')}
                      </StatusBadge>
                    )}
                  </Group>
                </Stack>
              </Table.Td>
              <Table.Td ta="right" className={classes.amount}>
                <Text size="sm" fw={600} td={failed ? 'line-through' : undefined}>
                  {formatMoney(payment.amount, language)}
                </Text>
              </Table.Td>
              <Table.Td className={classes.receipt}>
                <ReceiptLink payment={payment} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
