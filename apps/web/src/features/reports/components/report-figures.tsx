import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { formatDecimal, formatShare, type Language, type ReportMetrics, type ReportShare } from '@rumbo/contract';
import classes from './reports.module.css';

/** One figure: its name, its value with its unit, and what it is counted from. */
export function FigureCard({ label, value, unit, detail, className }: { label: string; value: string; unit?: string; detail?: ReactNode; className?: string }) {
  return (
    <Paper withBorder radius="md" p="md" className={`${classes.figure} ${className ?? ''}`}>
      <Stack gap={4} component="dl" m={0}>
        <Text component="dt" size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        <Text component="dd" m={0} fz={{ base: 22, sm: 28 }} fw={700} className={classes.number}>
          {value}
          {unit && (
            <Text component="span" fz="sm" fw={500} c="dimmed" ml={6}>
              {unit}
            </Text>
          )}
        </Text>
        {detail && (
          <Text component="dd" m={0} size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The period's carpooling figures as cards, each number in the reader's language. */
export function ReportFigures({ metrics, language }: { metrics: ReportMetrics; language: Language }) {
  const { t } = useTranslation('reports');
  const count = (value: number) => formatDecimal(value, language, 0);
  const km = (value: number) => formatDecimal(value, language);
  const percent = (share: ReportShare) => formatShare(share.numerator, share.denominator, language);
  const shareDetail = (share: ReportShare, key: 'punctualityDetail' | 'matchRateDetail' | 'proofQualityDetail' | 'flaggedShareDetail') =>
    t(`reports.figures.${key}`, { count: count(share.numerator), total: count(share.denominator) });
  return (
    <Stack gap="sm" component="section" aria-labelledby="report-figures">
      <Title order={2} fz="h4" id="report-figures">
        {t('reports.figures.heading')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing="sm">
        <FigureCard
          label={t('reports.figures.participation')}
          value={percent(metrics.participation)}
          detail={t('reports.figures.participationDetail', { people: count(metrics.participation.numerator), employees: count(metrics.participation.denominator) })}
        />
        <FigureCard label={t('reports.figures.trips')} value={count(metrics.trips)} detail={t('reports.figures.tripsDetail')} />
        <FigureCard label={t('reports.figures.legs')} value={count(metrics.legs)} detail={t('reports.figures.legsDetail')} />
        <FigureCard label={t('reports.figures.seats')} value={count(metrics.seatsUsed)} detail={t('reports.figures.seatsDetail', { offered: count(metrics.seatsOffered) })} />
        <FigureCard
          label={t('reports.figures.occupancy')}
          value={metrics.averageOccupancy === null ? '–' : formatDecimal(metrics.averageOccupancy, language, 2)}
          detail={t('reports.figures.occupancyUnit')}
        />
        <FigureCard label={t('reports.figures.sharedKm')} value={km(metrics.sharedKm)} unit={t('reports.figures.kilometres')} />
        <FigureCard label={t('reports.figures.vehicleKmAvoided')} value={km(metrics.vehicleKmAvoided)} unit={t('reports.figures.kilometres')} />
        <FigureCard label={t('reports.figures.punctuality')} value={percent(metrics.punctuality)} detail={shareDetail(metrics.punctuality, 'punctualityDetail')} />
        <FigureCard label={t('reports.figures.matchRate')} value={percent(metrics.matchRate)} detail={shareDetail(metrics.matchRate, 'matchRateDetail')} />
        <FigureCard label={t('reports.figures.proofQuality')} value={percent(metrics.proofQuality)} detail={shareDetail(metrics.proofQuality, 'proofQualityDetail')} />
        <FigureCard label={t('reports.figures.flaggedShare')} value={percent(metrics.flaggedShare)} detail={shareDetail(metrics.flaggedShare, 'flaggedShareDetail')} />
      </SimpleGrid>
    </Stack>
  );
}

/** CO2 avoided and commute emissions side by side, never netted: the one line under them says so. */
export function EmissionsFigures({ metrics, language }: { metrics: ReportMetrics; language: Language }) {
  const { t } = useTranslation('reports');
  return (
    <Stack gap="sm" component="section" aria-labelledby="report-emissions">
      <Title order={2} fz="h4" id="report-emissions">
        {t('reports.emissions.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <FigureCard
          className={classes.avoided}
          label={t('reports.emissions.avoided')}
          value={formatDecimal(metrics.co2AvoidedKg, language)}
          unit={t('reports.emissions.unit')}
          detail={t('reports.emissions.avoidedDetail')}
        />
        <FigureCard
          className={classes.emissions}
          label={t('reports.emissions.commute')}
          value={formatDecimal(metrics.commuteEmissionsKg, language)}
          unit={t('reports.emissions.unit')}
          detail={t('reports.emissions.commuteDetail')}
        />
      </SimpleGrid>
      <Group gap="xs">
        <Text size="sm">{t('reports.emissions.apart')}</Text>
      </Group>
    </Stack>
  );
}
