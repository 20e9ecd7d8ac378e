import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { formatDecimal, formatNumber, formatShare, type Language, type ReportMetricsQuery } from '@rumbo/contract';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { errorMessage, httpStatus } from '@/lib/api/errors';
import { useGetMonthMetricsQuery } from '../api/home-api';
import classes from './home-page.module.css';

type Props = {
  /** This month's local days in the company's zone, up to today. */
  period: ReportMetricsQuery;
  language: Language;
};

/** This month's trips, participation and CO2 avoided, in the subscribed company's statistics box, with the way to the full reports. */
export function MonthFigures({ period, language }: Props) {
  const { t } = useTranslation(['home', 'common']);
  const month = useGetMonthMetricsQuery(period, { refetchOnMountOrArgChange: true });
  const metrics = month.data?.data;
  // A subscription that ended since the box was loaded: the reports' 403 leaves the people figures alone.
  if (month.isError && httpStatus(month.error) === 403) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-month">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="h5" id="home-month">
          {t('home.month.heading')}
        </Title>
        <Anchor component={Link} to={paths.reports} size="sm" fw={600}>
          <Group gap={4} wrap="nowrap" component="span">
            {t('home.month.viewReports')}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      {month.isError ? (
        <LoadError title={t('home.month.loadError')} message={errorMessage(month.error)} onRetry={() => void month.refetch()} />
      ) : !metrics ? (
        <Skeleton height={72} radius="md" aria-label={t('common:common.loading')} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} component="dl" m={0}>
          {[
            { key: 'trips', label: t('home.month.trips'), value: formatNumber(metrics.trips, language) },
            { key: 'participation', label: t('home.month.participation'), value: formatShare(metrics.participation.numerator, metrics.participation.denominator, language) },
            { key: 'co2', label: t('home.month.co2Avoided'), value: formatDecimal(metrics.co2AvoidedKg, language), unit: t('home.month.co2Unit') },
          ].map((figure) => (
            <Stack key={figure.key} gap={0} className={classes.figure} data-color="teal">
              <Text component="dt" size="sm" c="dimmed">
                {figure.label}
              </Text>
              <Text component="dd" m={0} fz={24} fw={700} className={classes.number}>
                {figure.value}
                {figure.unit && (
                  <>
                    {' '}
                    <Text component="span" fz="sm" fw={500} c="dimmed" className={classes.unit}>
                      {figure.unit}
                    </Text>
                  </>
                )}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
