import '@mantine/charts/styles.css';
import { useState } from 'react';
import { Button, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language, ReportMetricsQuery } from '@rumbo/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage, httpStatus } from '@/lib/api/errors';
import { useGetReportMetricsQuery } from '../api/reports-api';
import { formatDay } from '../report-format';
import { presetPeriod, todayIn } from '../report-period';
import { DailyCharts } from './daily-charts';
import { EmissionFactorPanel } from './emission-factor-panel';
import { PeriodPicker, type PeriodChoice } from './period-picker';
import { EmissionsFigures, ReportFigures } from './report-figures';

type Props = {
  language: Language;
  /** The company's zone: "this month" is the company's month, as the report's days are its local days. */
  timeZone: string;
  /** Where the plans are, for a company with no subscription. */
  plansPath: string;
};

/** The administrators' reports: a period's carpooling figures, emissions with their factor, and the days charted. */
export function ReportsPage({ language, timeZone, plansPath }: Props) {
  const { t } = useTranslation('reports');
  const today = todayIn(timeZone);
  const [choice, setChoice] = useState<PeriodChoice>('thisMonth');
  const [customPeriod, setCustomPeriod] = useState<ReportMetricsQuery>(() => presetPeriod('thisMonth', today));
  const period = choice === 'custom' ? customPeriod : presetPeriod(choice, today);
  const report = useGetReportMetricsQuery(period, { refetchOnMountOrArgChange: true });
  // The figures of this period only: another period's stay out while this one loads.
  const metrics = report.currentData?.data;
  // Only administrators reach this page (the layout shows anyone else their own contact page), so a
  // 403 here is the server saying the company has no subscription.
  const subscriptionRequired = report.isError && httpStatus(report.error) === 403;

  return (
    <Stack gap="lg">
      <PageHeader title={t('reports.title')} subtitle={t('reports.subtitle')} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <PeriodPicker choice={choice} onChoose={setChoice} customPeriod={customPeriod} onCustomPeriod={setCustomPeriod} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('reports.period.showing', { from: formatDay(period.from, language, true), to: formatDay(period.to, language, true), timeZone })}
          </Text>
        </Stack>
      </Paper>

      {subscriptionRequired ? (
        <EmptyState
          icon={<IconLock size={36} aria-hidden />}
          title={t('reports.subscriptionRequired.title')}
          text={t('reports.subscriptionRequired.text')}
          action={
            <Button component={Link} to={plansPath}>
              {t('reports.subscriptionRequired.action')}
            </Button>
          }
        />
      ) : report.isError ? (
        <LoadError title={t('reports.loadError')} message={errorMessage(report.error)} onRetry={() => void report.refetch()} />
      ) : !metrics ? (
        <Stack gap="sm" role="status" aria-label={t('reports.loading')}>
          <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing="sm">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height={104} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton height={220} radius="md" />
        </Stack>
      ) : metrics.trips === 0 ? (
        <EmptyState icon={<IconChartBar size={36} aria-hidden />} title={t('reports.empty.title')} text={t('reports.empty.text')} />
      ) : (
        <>
          <ReportFigures metrics={metrics} language={language} />
          <EmissionsFigures metrics={metrics} language={language} />
          <EmissionFactorPanel inUse={metrics.emissionFactor} language={language} />
          <DailyCharts days={metrics.days} language={language} />
        </>
      )}

      {/* Snapshots: the frozen reports of past periods (their list, CSV and PDF) go here, below the live figures. */}
    </Stack>
  );
}
