import { Button, Group, NativeSelect, Switch, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { tripStatuses } from '@rumbo/contract';
import type { TripFilterChanges, TripFilterValues } from './use-trip-filters';
import classes from './trips-page.module.css';

type Props = {
  filters: TripFilterValues;
  /** The period ends before it starts: said under its end. */
  reversed: boolean;
  /** Some filter is set, so they can be cleared. */
  filtering: boolean;
  onChange: (changes: TripFilterChanges) => void;
};

/** The period, status and flagged-only filters, in one labelled group. */
export function TripFilters({ filters, reversed, filtering, onChange }: Props) {
  const { t } = useTranslation(['trips', 'messages']);
  return (
    <fieldset className={classes.filters}>
      <legend className={classes.legend}>{t('trips.filters')}</legend>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput type="date" label={t('trips.from')} value={filters.from} onChange={(event) => onChange({ from: event.currentTarget.value })} className={classes.date} />
        <TextInput
          type="date"
          label={t('trips.to')}
          value={filters.to}
          onChange={(event) => onChange({ to: event.currentTarget.value })}
          error={reversed ? t('messages:reportPeriodReversed') : undefined}
          className={classes.date}
        />
        <NativeSelect
          label={t('trips.status')}
          value={filters.status ?? ''}
          onChange={(event) => onChange({ status: event.currentTarget.value })}
          data={[{ value: '', label: t('trips.anyStatus') }, ...tripStatuses.map((status) => ({ value: status, label: t(`trips.statuses.${status}`) }))]}
          className={classes.status}
        />
        <Switch label={t('trips.flaggedOnly')} checked={filters.flagged} onChange={(event) => onChange({ flagged: event.currentTarget.checked ? 'true' : '' })} className={classes.switch} />
        {filtering && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onChange({ from: '', to: '', status: '', flagged: '' })}>
            {t('trips.clearFilters')}
          </Button>
        )}
      </Group>
    </fieldset>
  );
}
