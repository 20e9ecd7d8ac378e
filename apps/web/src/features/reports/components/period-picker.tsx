import { useEffect } from 'react';
import { Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReportMetricsQuery } from '@rumbo/contract';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { periodPresets, type PeriodPreset } from '../report-period';

export type PeriodChoice = PeriodPreset | 'custom';

// The contract's rules for a period (zod, and the reports' schemas with those they share) load at
// the first check of a custom period: most visits to the page only pick a usual one.
const checkCustomPeriod: Resolver<ReportMetricsQuery> = async (...check) => (await import('./custom-period-rules')).customPeriodResolver(...check);

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
  const fieldMessage = useFieldMessage();
  const customOpen = choice === 'custom';
  const form = useForm<ReportMetricsQuery>({ resolver: checkCustomPeriod, defaultValues: customPeriod });
  // The fields start from the period the figures show (the page sets it on choosing "custom").
  useEffect(() => form.reset(customPeriod), [form, customPeriod]);
  const [from, to] = form.watch(['from', 'to']);
  const editing = customOpen && (from !== customPeriod.from || to !== customPeriod.to);
  useEffect(() => onEditing(editing), [onEditing, editing]);
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
        <form
          noValidate
          onSubmit={form.handleSubmit((period) => onCustomPeriod(period))}
        >
          <Group align="flex-start" gap="sm">
            <TextInput type="date" label={t('reports.period.from')} {...form.register('from')} error={fieldMessage(form.formState.errors.from)} w={{ base: '100%', xs: 180 }} />
            <TextInput type="date" label={t('reports.period.to')} {...form.register('to')} error={fieldMessage(form.formState.errors.to)} w={{ base: '100%', xs: 180 }} />
            <Button type="submit" mt={{ base: 0, xs: 25 }} variant="light">
              {t('reports.period.apply')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
