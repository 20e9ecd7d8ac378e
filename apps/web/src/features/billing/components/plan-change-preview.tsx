import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { formatDate, formatMoney, type Language } from '@rumbo/contract';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage, httpStatus } from '@/lib/api/errors';
import type { usePreviewPlanChangeQuery } from '../api/billing-api';

type Props = {
  preview: ReturnType<typeof usePreviewPlanChangeQuery>;
  /** The new plan's monthly price, charged whole from the period's end; undefined while on its way. */
  monthlyPrice: number | undefined;
  language: Language;
  timeZone: string;
};

/**
 * What the plan change does today, as the server computes it for the change itself: the amount
 * charged, or the credit it leaves; then what each month costs from the period's end.
 */
export function PlanChangePreview({ preview, monthlyPrice, language, timeZone }: Props) {
  const { t } = useTranslation(['billing', 'common']);
  // A refusal (the plan one already has, a head count over the plan's) is the same when asked again: no retry for it.
  const refused = (httpStatus(preview.error) ?? 500) < 500;
  if (preview.isError) return <LoadError message={errorMessage(preview.error, t('purchase.previewFailed'))} onRetry={refused ? undefined : () => void preview.refetch()} />;
  if (!preview.data) return <Skeleton height={96} radius="lg" role="status" aria-label={t('purchase.previewLoading')} />;
  const { chargeToday, creditToday, creditApplied, creditBalanceAfter, periodEnd } = preview.data.preview;
  const money = (amount: number) => formatMoney(amount, language);
  const headline =
    chargeToday > 0
      ? t('purchase.chargeToday', { amount: money(chargeToday) })
      : creditBalanceAfter > 0
        ? t('purchase.nothingTodayCredit', { amount: money(creditBalanceAfter) })
        : t('purchase.nothingToday');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="plan-change-today">
      <Stack gap={6}>
        <Title order={2} fz="h3" id="plan-change-today" className="rumbo-amount">
          {headline}
        </Title>
        {creditToday > 0 && <Text size="sm">{t('purchase.creditToday', { amount: money(creditToday) })}</Text>}
        {creditApplied > 0 && <Text size="sm">{t('purchase.creditApplied', { amount: money(creditApplied) })}</Text>}
        {chargeToday > 0 && creditBalanceAfter > 0 && <Text size="sm">{t('purchase.creditLeft', { amount: money(creditBalanceAfter) })}</Text>}
        {monthlyPrice !== undefined && (
          <Text size="sm" c="dimmed">
            {t('purchase.fromPeriodEnd', { date: formatDate(periodEnd * 1000, language, timeZone), amount: money(monthlyPrice) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
