import { useState } from 'react';
import { Alert, Button, Checkbox, Fieldset, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCurrentLocation } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { commuteFormSchema, commuteRoles, genders, type CommuteFormInput, type MyCommute, type ParsedSaveCommuteBody } from '@rumbo/contract';
import { errorMessage, fieldErrors, type RequestError } from '@/lib/api/errors';
import { useFieldMessage } from '@/lib/i18n/use-field-message';

type FormOutput = ReturnType<typeof commuteFormSchema.parse>;

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
const seatChoices = ['1', '2', '3', '4', '5', '6', '7', '8'];

/** A coordinate as the form shows it: dot decimals, never an exponent. */
function coordinateText(value: number | undefined): string {
  return value === undefined ? '' : value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 7 });
}

/** The saved commute, or a new one from the person's address: weekdays Monday to Friday, 9 to 6, riding. */
export function commuteFormValues(saved: MyCommute): CommuteFormInput {
  const commute = saved.commute;
  return {
    homeLabel: commute?.home.label ?? saved.address,
    latitude: coordinateText(commute?.home.latitude),
    longitude: coordinateText(commute?.home.longitude),
    weekdays: commute?.weekdays ?? [1, 2, 3, 4, 5],
    arriveAt: commute?.arriveAt ?? '09:00',
    leaveAt: commute?.leaveAt ?? '18:00',
    role: commute?.role ?? 'passenger',
    seats: commute?.seats ?? null,
    gender: commute?.gender ?? '',
    sameGenderDriver: commute?.sameGenderDriver ?? false,
  };
}

export function toSaveCommuteBody(values: FormOutput): ParsedSaveCommuteBody {
  return {
    home: { label: values.homeLabel, latitude: values.latitude, longitude: values.longitude },
    weekdays: [...values.weekdays].sort(),
    arriveAt: values.arriveAt,
    leaveAt: values.leaveAt,
    role: values.role,
    seats: values.role === 'passenger' ? null : (values.seats ?? null),
    gender: values.gender === '' ? null : values.gender,
    sameGenderDriver: values.role !== 'driver' && values.sameGenderDriver,
  };
}

type Props = {
  saved: MyCommute;
  onSave: (body: ParsedSaveCommuteBody) => Promise<unknown>;
  saving: boolean;
  saveError: RequestError | undefined;
};

/** The commute's fields, checked by the contract's own schema as the person types, then by the server. */
export function CommuteForm({ saved, onSave, saving, saveError }: Props) {
  const { t, i18n } = useTranslation('riders');
  const fieldMessage = useFieldMessage();
  const serverFields = fieldErrors(saveError);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const { register, control, handleSubmit, formState, setValue, watch } = useForm<CommuteFormInput, unknown, FormOutput>({
    resolver: zodResolver(commuteFormSchema),
    defaultValues: commuteFormValues(saved),
    mode: 'onTouched',
  });
  const role = watch('role');
  const dayName = (day: number) => new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));

  // The browser asks the person first; a refusal or a failure leaves the fields to type in.
  const useMyLocation = () => {
    if (!('geolocation' in navigator)) return setLocating('failed');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setValue('latitude', coordinateText(position.coords.latitude), { shouldValidate: true, shouldDirty: true });
        setValue('longitude', coordinateText(position.coords.longitude), { shouldValidate: true, shouldDirty: true });
        setLocating('idle');
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const submit = handleSubmit((values) => onSave(toSaveCommuteBody(values)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('riders.commute.title')}>
      <Stack gap="lg">
        {saveError && (
          <Alert color="red" role="alert" title={t('riders.commute.saveFailed')}>
            {errorMessage(saveError)}
          </Alert>
        )}
        <Fieldset variant="unstyled" m={0} legend={<Text component="span" fw={700}>{t('riders.commute.home')}</Text>}>
          <Stack gap="sm">
            <Textarea
              {...register('homeLabel')}
              label={t('riders.commute.address')}
              description={saved.commute === null && saved.address !== '' ? t('riders.commute.addressFromRecord') : undefined}
              autoComplete="street-address"
              autosize
              minRows={2}
              maxLength={300}
              withAsterisk
              error={fieldMessage(formState.errors.homeLabel, serverFields['home.label'])}
            />
            <Text size="sm" c="dimmed" id="commute-coordinates-hint">
              {t('riders.commute.coordinatesHint')}
            </Text>
            <SimpleGrid cols={2} spacing="sm">
              <TextInput
                {...register('latitude')}
                label={t('riders.commute.latitude')}
                inputMode="decimal"
                autoComplete="off"
                withAsterisk
                aria-describedby="commute-coordinates-hint"
                error={fieldMessage(formState.errors.latitude, serverFields['home.latitude'])}
              />
              <TextInput
                {...register('longitude')}
                label={t('riders.commute.longitude')}
                inputMode="decimal"
                autoComplete="off"
                withAsterisk
                aria-describedby="commute-coordinates-hint"
                error={fieldMessage(formState.errors.longitude, serverFields['home.longitude'])}
              />
            </SimpleGrid>
            <Group gap="sm">
              <Button variant="light" leftSection={<IconCurrentLocation size={18} aria-hidden />} onClick={useMyLocation} loading={locating === 'busy'}>
                {t('riders.commute.useMyLocation')}
              </Button>
              {locating === 'failed' && (
                <Text size="sm" c="red.8" role="alert">
                  {t('riders.commute.locationFailed')}
                </Text>
              )}
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset variant="unstyled" m={0} legend={<Text component="span" fw={700}>{t('riders.commute.work')}</Text>}>
          <Text>{saved.work?.label}</Text>
        </Fieldset>

        <Controller
          control={control}
          name="weekdays"
          render={({ field }) => (
            <Checkbox.Group
              label={t('riders.commute.weekdays')}
              withAsterisk
              value={field.value.map(String)}
              onChange={(days) => field.onChange(days.map(Number))}
              error={fieldMessage(formState.errors.weekdays as never, serverFields.weekdays)}
            >
              <Group gap="sm" mt="xs">
                {weekdays.map((day) => (
                  <Checkbox key={day} value={String(day)} label={dayName(day)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />

        <SimpleGrid cols={2} spacing="sm">
          <TextInput {...register('arriveAt')} type="time" label={t('riders.commute.arriveAt')} withAsterisk error={fieldMessage(formState.errors.arriveAt, serverFields.arriveAt)} />
          <TextInput
            {...register('leaveAt', { deps: ['arriveAt'] })}
            type="time"
            label={t('riders.commute.leaveAt')}
            withAsterisk
            error={fieldMessage(formState.errors.leaveAt, serverFields.leaveAt)}
          />
        </SimpleGrid>

        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Radio.Group label={t('riders.commute.role')} withAsterisk value={field.value} onChange={field.onChange} error={fieldMessage(formState.errors.role, serverFields.role)}>
              <Stack gap="xs" mt="xs">
                {commuteRoles.map((choice) => (
                  <Radio key={choice} value={choice} label={t(`riders.commute.roles.${choice}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />

        {role !== 'passenger' && (
          <Controller
            control={control}
            name="seats"
            render={({ field }) => (
              <NativeSelect
                label={t('riders.commute.seats')}
                withAsterisk
                data={[{ value: '', label: t('riders.commute.seatsChoose') }, ...seatChoices]}
                value={field.value === null || field.value === undefined ? '' : String(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={fieldMessage(formState.errors.seats, serverFields.seats)}
                maw={200}
              />
            )}
          />
        )}

        <NativeSelect
          {...register('gender')}
          label={t('riders.commute.gender')}
          description={t('riders.commute.genderHint')}
          data={[{ value: '', label: t('riders.commute.genders.none') }, ...genders.map((gender) => ({ value: gender, label: t(`riders.commute.genders.${gender}`) }))]}
          error={fieldMessage(formState.errors.gender, serverFields.gender)}
          maw={320}
        />

        {/* Offered only where the company turned its trip rule on, and only to someone who rides. */}
        {saved.sameGenderOffered && role !== 'driver' && (
          <Checkbox
            {...register('sameGenderDriver', { deps: ['gender'] })}
            label={t('riders.commute.sameGenderDriver')}
            description={t('riders.commute.sameGenderDriverHint')}
            error={fieldMessage(formState.errors.sameGenderDriver, serverFields.sameGenderDriver)}
          />
        )}

        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('riders.commute.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
