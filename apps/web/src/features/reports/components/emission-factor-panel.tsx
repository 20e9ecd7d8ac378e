import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { describeEmissionFactor, formatDecimal, type EmissionFactorInUse, type Language } from '@rumbo/contract';
import { countryName, formatDay } from '../report-format';

/** The factor the CO2 figures used, its source said in the reader's language as the report's files say it, and why it was chosen. */
export function EmissionFactorPanel({ inUse, language }: { inUse: EmissionFactorInUse; language: Language }) {
  const { t } = useTranslation('reports');
  const { factor } = inUse;
  // The one unit factors are stored in reads as the page says it; another as the data writes it.
  const described = describeEmissionFactor(factor, language);
  const unit = factor.unit === 'kg CO2e/vehicle-km' ? t('reports.factor.unitPerVehicleKm') : described.unit;
  const rows = [
    { label: t('reports.factor.region'), value: `${countryName(factor.region, language)} (${factor.region})` },
    { label: t('reports.factor.scope'), value: t(`reports.factor.scopes.${factor.scope}`) },
    { label: t('reports.factor.source'), value: described.source },
    { label: t('reports.factor.year'), value: factor.year === null ? t('reports.factor.yearUnknown') : String(factor.year) },
    { label: t('reports.factor.validFrom'), value: formatDay(factor.validFrom.slice(0, 10), language, true) },
  ];
  return (
    <Paper component="section" aria-labelledby="report-factor" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id="report-factor">
            {t('reports.factor.heading')}
          </Title>
          <Text fw={700} fz="lg">
            {t('reports.factor.value', { value: formatDecimal(factor.value, language, 5), unit })}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" component="dl" m={0}>
          {rows.map((row) => (
            <Stack key={row.label} gap={0}>
              <Text component="dt" size="xs" c="dimmed">
                {row.label}
              </Text>
              <Text component="dd" m={0} size="sm">
                {row.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {factor.isComputed && (
          <Text size="sm" c="dimmed">
            {t('reports.factor.computed')}
          </Text>
        )}
        {described.caveat && <Text size="sm">{described.caveat}</Text>}
        {inUse.chosenBy === 'fallback' && (
          <Alert variant="light" color="amber" icon={<IconInfoCircle aria-hidden />}>
            {inUse.country ? t('reports.factor.fallbackWithCountry', { country: inUse.country }) : t('reports.factor.fallback')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
