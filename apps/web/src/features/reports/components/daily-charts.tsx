import { lazy, Suspense } from 'react';
import { Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { formatDecimal, type Language, type ReportDay } from '@rumbo/contract';
import { WhenNear } from '@/components/ui/when-near';
import { formatDay } from '../report-format';
import type { DailyChartProps } from './daily-chart';
import classes from './reports.module.css';

// The charts library is most of the page's script and its longest render: a chart is fetched and drawn
// when it is about to be seen, never before the page's heading, figures and the charts' captions.
const DailyChart = lazy(() => import('./daily-chart').then((module) => ({ default: module.DailyChart })));
const chartHeight = 200;

type Series = 'trips' | 'participants' | 'co2AvoidedKg';

/** The day with the most of a series (the first of equals), or undefined when every day is 0. */
function bestDay(days: ReportDay[], series: Series): ReportDay | undefined {
  return days.reduce<ReportDay | undefined>((best, day) => (day[series] > (best?.[series] ?? 0) ? day : best), undefined);
}

/**
 * The daily series as three charts. Each chart is a picture for the eye only: its caption says the
 * totals and the best day, and a table (read by screen readers, not shown) gives every day's figures.
 */
export function DailyCharts({ days, language }: { days: ReportDay[]; language: Language }) {
  const { t } = useTranslation('reports');
  const count = (value: number) => formatDecimal(value, language, 0);
  const kg = (value: number) => formatDecimal(value, language);
  const data = days.map((day) => ({ ...day, label: formatDay(day.day, language) }));
  const summary = (series: Series) => {
    const best = bestDay(days, series);
    if (!best) return t('reports.charts.nothing');
    const bestDayText = formatDay(best.day, language, true);
    if (series === 'trips') return t('reports.charts.tripsSummary', { total: count(days.reduce((sum, day) => sum + day.trips, 0)), best: count(best.trips), bestDay: bestDayText });
    if (series === 'participants') return t('reports.charts.participantsSummary', { best: count(best.participants), bestDay: bestDayText });
    // The days' kg are each rounded to 0.1: their sum is rounded again so no float noise shows.
    const total = Math.round(days.reduce((sum, day) => sum + day.co2AvoidedKg, 0) * 10) / 10;
    return t('reports.charts.co2Summary', { total: kg(total), best: kg(best.co2AvoidedKg), bestDay: bestDayText });
  };
  const charts: { series: Series; title: string; chart: Omit<DailyChartProps, 'height' | 'data'> }[] = [
    { series: 'trips', title: t('reports.charts.trips'), chart: { kind: 'bar', series: { name: 'trips', label: t('reports.figures.trips'), color: 'teal.7' }, valueFormatter: count, whole: true } },
    { series: 'participants', title: t('reports.charts.participants'), chart: { kind: 'area', series: { name: 'participants', label: t('reports.charts.participants'), color: 'amber.6' }, valueFormatter: count, whole: true } },
    { series: 'co2AvoidedKg', title: t('reports.charts.co2Avoided'), chart: { kind: 'bar', series: { name: 'co2AvoidedKg', label: t('reports.emissions.avoided'), color: 'teal.5' }, valueFormatter: kg, whole: false } },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="report-charts">
      <Title order={2} fz="h4" id="report-charts">
        {t('reports.charts.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="sm">
        {charts.map(({ series, title, chart }) => (
          <Paper key={series} withBorder radius="md" p="md" component="figure" className={classes.chart}>
            {/* Captions of two lines and of three: the charts still line up at the bottom. */}
            <Stack gap="xs" h="100%" justify="space-between">
              <Text component="figcaption" size="sm">
                <Text component="span" fw={600} display="block">
                  {title}
                </Text>
                <Text component="span" size="xs" c="dimmed" display="block">
                  {summary(series)}
                </Text>
              </Text>
              <div aria-hidden>
                <WhenNear height={chartHeight}>
                  <Suspense fallback={<div style={{ height: chartHeight }} />}>
                    <DailyChart {...chart} height={chartHeight} data={data} />
                  </Suspense>
                </WhenNear>
              </div>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <VisuallyHidden>
        <Table>
          <caption>{t('reports.charts.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.charts.day')}</th>
              <th scope="col">{t('reports.charts.trips')}</th>
              <th scope="col">{t('reports.charts.participants')}</th>
              <th scope="col">{t('reports.charts.co2Avoided')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day, language, true)}</th>
                <td>{count(day.trips)}</td>
                <td>{count(day.participants)}</td>
                <td>{kg(day.co2AvoidedKg)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
