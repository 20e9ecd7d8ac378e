import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, Code, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconChartBar, IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { Language, ReportMetrics, ReportMetricsQuery } from '@rumbo/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage, httpStatus } from '@/lib/api/errors';
import { useRenderedAhead } from '@/lib/rendered-ahead';
import { useDeferredData } from '@/lib/use-deferred-data';
import { useGetReportMetricsQuery, useGetReportSnapshotQuery } from '../api/reports-api';
import { formatDay } from '../report-format';
import { presetPeriod, todayIn } from '../report-period';
import { EmissionFactorPanel } from './emission-factor-panel';
import { formatIssuedAt, IssuedReports } from './issued-reports';
import { PeriodPicker, type PeriodChoice } from './period-picker';
import { EmissionsFigures, ReportFigures } from './report-figures';

type Props = {
  language: Language;
  /** The company's zone: "this month" is the company's month, as the report's days are its local days. */
  timeZone: string;
  /** Where the plans are, for a company with no subscription. */
  plansPath: string;
};

function FiguresLoading() {
  const { t } = useTranslation('reports');
  return (
    <Stack gap="sm" role="status" aria-label={t('reports.loading')}>
      {/* The figures' heading drawn where it will be, so their cards come where their placeholders
          were; hidden from screen readers, which hear the loading status until the figures are in. */}
      <Title order={2} fz="h4" aria-hidden>
        {t('reports.figures.heading')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing="sm">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={104} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}

// The days charted come beside the figures, never before the page's heading (their pictures, the
// charts library, later still: when they are about to be seen).
const DailyCharts = lazy(() => import('./daily-charts').then((module) => ({ default: module.DailyCharts })));

/** A report's figures, live or issued: the cards, emissions with their factor, and the days charted. */
function Figures({ metrics, language }: { metrics: ReportMetrics; language: Language }) {
  const { t } = useTranslation('reports');
  if (metrics.trips === 0) return <EmptyState icon={<IconChartBar size={36} aria-hidden />} title={t('reports.empty.title')} text={t('reports.empty.text')} />;
  return (
    <>
      <ReportFigures metrics={metrics} language={language} />
      <EmissionsFigures metrics={metrics} language={language} />
      <EmissionFactorPanel inUse={metrics.emissionFactor} language={language} />
      <Suspense fallback={<Skeleton height={520} radius="md" />}>
        <DailyCharts days={metrics.days} language={language} />
      </Suspense>
    </>
  );
}

/** An issued report's frozen figures, said to be so, with the hash that proves them unchanged. */
function IssuedReportFigures({ snapshotId, language, timeZone, onBack }: { snapshotId: string; language: Language; timeZone: string; onBack: () => void }) {
  const { t } = useTranslation('reports');
  const snapshot = useGetReportSnapshotQuery(snapshotId);
  const data = snapshot.currentData?.data;
  if (snapshot.isError) return <LoadError title={t('reports.issued.loadError')} message={errorMessage(snapshot.error)} onRetry={() => void snapshot.refetch()} />;
  if (!data) return <FiguresLoading />;
  return (
    <>
      <Paper withBorder radius="md" p="md" bg="var(--mantine-primary-color-light)">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              {t('reports.issued.viewingTitle', {
                kind: t(`reports.issued.kinds.${data.kind}`),
                from: formatDay(data.from, language, true),
                to: formatDay(data.to, language, true),
              })}
            </Title>
            <Text size="sm">{t('reports.issued.viewingText', { issued: formatIssuedAt(data.issuedAt, language, timeZone) })}</Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('reports.issued.hash')} <Code>{data.contentHash}</Code>
            </Text>
          </Stack>
          <Button variant="default" size="xs" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={onBack}>
            {t('reports.issued.back')}
          </Button>
        </Group>
      </Paper>
      <Figures metrics={data.figures} language={language} />
    </>
  );
}

/**
 * The administrators' reports: a period's carpooling figures, emissions with their factor, and the
 * days charted; below, the reports issued at the plan's cadence, whose frozen figures it shows instead
 * when one is chosen.
 */
export function ReportsPage({ language, timeZone, plansPath }: Props) {
  const { t } = useTranslation('reports');
  const renderedAhead = useRenderedAhead();
  const today = todayIn(timeZone);
  const [choice, setChoice] = useState<PeriodChoice>('thisMonth');
  const [customPeriod, setCustomPeriod] = useState<ReportMetricsQuery>(() => presetPeriod('thisMonth', today));
  // An issued report whose figures show instead of the period's; choosing a period goes back to it.
  const [viewing, setViewing] = useState<string | null>(null);
  // Dates typed but not applied yet: no figures show under them until they are.
  const [editing, setEditing] = useState(false);
  const onEditing = useCallback((value: boolean) => setEditing(value), []);
  const period = choice === 'custom' ? customPeriod : presetPeriod(choice, today);
  const report = useGetReportMetricsQuery(period, { refetchOnMountOrArgChange: true });
  // The figures of this period only: another period's stay out while this one loads. Drawn in the
  // background: the cards and the charts are the longest render of the page.
  const metrics = useDeferredData(report.currentData?.data, `${period.from}/${period.to}`);
  // Only administrators reach this page (the layout shows anyone else their own contact page), so a
  // 403 here is the server saying the company has no subscription.
  const subscriptionRequired = report.isError && httpStatus(report.error) === 403;

  return (
    <Stack gap="lg">
      <PageHeader title={t('reports.title')} subtitle={t('reports.subtitle')} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <PeriodPicker
            choice={choice}
            onChoose={(next) => {
              setViewing(null);
              // "Custom" starts from the period shown, so its fields and the figures below agree.
              if (next === 'custom' && choice !== 'custom') setCustomPeriod(period);
              setChoice(next);
            }}
            customPeriod={customPeriod}
            onCustomPeriod={(next) => {
              setViewing(null);
              setCustomPeriod(next);
            }}
            onEditing={onEditing}
          />
          {/* An issued report names its own period above its figures. */}
          {!viewing && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {/* Rendered ahead at build time, the day is not known: the line keeps its height until the app writes it. */}
              {renderedAhead ? '\u00a0' : editing ? t('reports.period.pending') : t('reports.period.showing', { from: formatDay(period.from, language, true), to: formatDay(period.to, language, true), timeZone })}
            </Text>
          )}
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
      ) : viewing ? (
        <IssuedReportFigures snapshotId={viewing} language={language} timeZone={timeZone} onBack={() => setViewing(null)} />
      ) : editing ? null : report.isError ? (
        <LoadError title={t('reports.loadError')} message={errorMessage(report.error)} onRetry={() => void report.refetch()} />
      ) : !metrics ? (
        <FiguresLoading />
      ) : (
        <Figures metrics={metrics} language={language} />
      )}

      {!subscriptionRequired && (
        <IssuedReports
          language={language}
          timeZone={timeZone}
          viewing={viewing}
          onView={(snapshotId) => {
            setViewing(snapshotId);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
    </Stack>
  );
}
