import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { formatDecimal, formatNumber, type Language } from '@rumbo/contract';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api/errors';
import { useDeferredData } from '@/lib/use-deferred-data';
import { useGetMyImpactQuery } from '../api/riders-api';

/**
 * This month's rides that count, km shared and CO2 avoided: the person's part of the company's report.
 * Until the figures come the card is drawn as it will be, its figures as skeletons and its line on
 * the factor kept in place, so what follows it does not move when they come.
 */
export function ImpactSummary({ language }: { language: Language }) {
  const { t } = useTranslation('riders');
  const impact = useGetMyImpactQuery({});
  // Drawn where React can yield: the first figure a page formats costs a phone's browser the most.
  const data = useDeferredData(impact.data)?.data;
  if (impact.isError) return <LoadError message={`${t('riders.impact.loadError')} ${errorMessage(impact.error)}`} onRetry={() => void impact.refetch()} />;
  const figures = [
    { value: data && formatNumber(data.rides, language), label: t('riders.impact.rides', { count: data?.rides ?? 0 }) },
    { value: data && formatDecimal(data.sharedKm, language), label: t('riders.impact.sharedKm') },
    { value: data && formatDecimal(data.co2AvoidedKg, language), label: t('riders.impact.co2') },
  ];
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby="riders-impact-title" aria-busy={!data}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id="riders-impact-title">
          {t('riders.impact.title')}
        </Title>
        <SimpleGrid cols={3} spacing="xs" component="dl" m={0}>
          {figures.map((figure) => (
            <Stack key={figure.label} gap={0} align="center" ta="center">
              {/* The term first for a screen reader, under its figure on the screen. */}
              <Text component="dt" size="xs" c="dimmed" style={{ order: 1 }}>
                {figure.label}
              </Text>
              <Text component="dd" m={0} fz={26} fw={800} c="rumbo" lh={1.2}>
                {figure.value ?? <Skeleton height={31} width="2.5ch" radius="sm" display="inline-block" style={{ verticalAlign: 'middle' }} aria-hidden />}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {data ? (
          <Text size="xs" c="dimmed">
            {data.emissionFactor
              ? t('riders.impact.explained', { factor: formatDecimal(data.emissionFactor.value, language, 3) })
              : // A month before any factor was in force: why its CO2 reads 0, in the explanation's place.
                t('riders.impact.noFactor')}
          </Text>
        ) : (
          // The line's place, held by the line itself unseen: a factor's digits change its length by little.
          <Text size="xs" c="dimmed" style={{ visibility: 'hidden' }} aria-hidden>
            {t('riders.impact.explained', { factor: '0.000' })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
