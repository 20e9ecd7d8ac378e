import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { formatDecimal, formatNumber, type Language } from '@rumbo/contract';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api/errors';
import { useGetMyImpactQuery } from '../api/riders-api';

/** This month's rides that count, km shared and CO2 avoided: the person's part of the company's report. */
export function ImpactSummary({ language }: { language: Language }) {
  const { t } = useTranslation('riders');
  const impact = useGetMyImpactQuery({});
  if (impact.isError) return <LoadError message={`${t('riders.impact.loadError')} ${errorMessage(impact.error)}`} onRetry={() => void impact.refetch()} />;
  if (!impact.data) return <Skeleton height={148} radius="md" aria-hidden />;
  const { rides, sharedKm, co2AvoidedKg, emissionFactor } = impact.data.data;
  const figures = [
    { value: formatNumber(rides, language), label: t('riders.impact.rides', { count: rides }) },
    { value: formatDecimal(sharedKm, language), label: t('riders.impact.sharedKm') },
    { value: formatDecimal(co2AvoidedKg, language), label: t('riders.impact.co2') },
  ];
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby="riders-impact-title">
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
                {figure.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {emissionFactor && (
          <Text size="xs" c="dimmed">
            {t('riders.impact.explained', { factor: formatDecimal(emissionFactor.value, language, 3) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
