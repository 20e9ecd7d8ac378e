import { useEffect } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { ReportMetricsQuery } from '@rumbo/contract';
import { useFieldMessage } from '@/lib/i18n/use-field-message';

// The contract's rules for a period (zod, and the reports' schemas with those they share) load at
// the first check of a custom period: most visits to the page only pick a usual one.
const checkCustomPeriod: Resolver<ReportMetricsQuery> = async (...check) => (await import('./custom-period-rules')).customPeriodResolver(...check);

type Props = {
  /** The custom period shown in the from/to fields. */
  customPeriod: ReportMetricsQuery;
  onCustomPeriod: (period: ReportMetricsQuery) => void;
  /** Whether the from/to fields hold dates not yet applied: the figures shown are not theirs. */
  onEditing: (editing: boolean) => void;
};

/** A custom from/to, checked by the contract's own rules (no reversed or over-13-month periods). */
export function CustomPeriodForm({ customPeriod, onCustomPeriod, onEditing }: Props) {
  const { t } = useTranslation('reports');
  const fieldMessage = useFieldMessage();
  const form = useForm<ReportMetricsQuery>({ resolver: checkCustomPeriod, defaultValues: customPeriod });
  // The fields start from the period the figures show (the page sets it on choosing "custom").
  useEffect(() => form.reset(customPeriod), [form, customPeriod]);
  const [from, to] = form.watch(['from', 'to']);
  const editing = from !== customPeriod.from || to !== customPeriod.to;
  useEffect(() => onEditing(editing), [onEditing, editing]);
  return (
    <form noValidate onSubmit={form.handleSubmit((period) => onCustomPeriod(period))}>
      <Group align="flex-start" gap="sm">
        <TextInput type="date" label={t('reports.period.from')} {...form.register('from')} error={fieldMessage(form.formState.errors.from)} w={{ base: '100%', xs: 180 }} />
        <TextInput type="date" label={t('reports.period.to')} {...form.register('to')} error={fieldMessage(form.formState.errors.to)} w={{ base: '100%', xs: 180 }} />
        <Button type="submit" mt={{ base: 0, xs: 25 }} variant="light">
          {t('reports.period.apply')}
        </Button>
      </Group>
    </form>
  );
}
