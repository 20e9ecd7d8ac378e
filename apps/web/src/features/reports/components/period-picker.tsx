import { lazy, Suspense, useEffect } from 'react';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import type { ReportMetricsQuery } from '@rumbo/contract';
import { periodPresets, type PeriodPreset } from '../report-period';

export type PeriodChoice = PeriodPreset | 'custom';

// The from/to fields (their form library, the inputs and the contract's messages) load when a custom
// period is first chosen: most visits to the page only pick a usual one.
const CustomPeriodForm = lazy(() => import('./custom-period-form').then((module) => ({ default: module.CustomPeriodForm })));

type Props = {
  choice: PeriodChoice;
  onChoose: (choice: PeriodChoice) => void;
  /** The custom period shown in the from/to fields. */
  customPeriod: ReportMetricsQuery;
  onCustomPeriod: (period: ReportMetricsQuery) => void;
  /** Whether the from/to fields hold dates not yet applied: the figures shown are not theirs. */
  onEditing: (editing: boolean) => void;
};

/** One click for the usual periods; a custom from/to checked by the contract's own rules (no reversed or over-13-month periods). */
export function PeriodPicker({ choice, onChoose, customPeriod, onCustomPeriod, onEditing }: Props) {
  const { t } = useTranslation('reports');
  const customOpen = choice === 'custom';
  // Closed, the fields hold nothing unapplied (the form reports its own edits while open).
  useEffect(() => {
    if (!customOpen) onEditing(false);
  }, [onEditing, customOpen]);
  const choose = (value: string) => onChoose(value as PeriodChoice);
  return (
    <Stack gap="sm">
      <Text id="report-period" size="sm" fw={600}>
        {t('reports.period.label')}
      </Text>
      <Chip.Group multiple={false} value={choice} onChange={choose}>
        <Group gap="xs" role="radiogroup" aria-labelledby="report-period">
          {[...periodPresets, 'custom' as const].map((preset) => (
            <Chip key={preset} value={preset} variant="outline">
              {t(`reports.period.${preset}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {customOpen && (
        <Suspense fallback={null}>
          <CustomPeriodForm customPeriod={customPeriod} onCustomPeriod={onCustomPeriod} onEditing={onEditing} />
        </Suspense>
      )}
    </Stack>
  );
}
