import { TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';

type Props = { value: string; onChange: (value: string) => void; error?: string };

/** The km the car drove, which a driver may type as he says the ride is done (typedKm reads them). */
export function VehicleKmField({ value, onChange, error }: Props) {
  const { t } = useTranslation('riders');
  return (
    <TextInput
      label={t('riders.day.vehicleKm')}
      description={t('riders.day.vehicleKmHint')}
      inputMode="decimal"
      autoComplete="off"
      maw={280}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
