import { Suspense, useState } from 'react';
import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobile, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import type { BookingStatus, MyRide, RideBooking } from '@rumbo/contract';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useUpdateBookingMutation } from '../api/riders-api';
import { useKeptProofs, useRecordProof } from '../hooks/use-kept-proofs';
import { proofOutlook } from '../proof-outlook';
import { vehicleKmField } from './vehicle-km-field-loader';

type Props = { ride: MyRide; showSteps: boolean };

/**
 * The day of the ride on its card: "Me recogieron" and "Llegamos" record the steps (with the phone's
 * position when the person allows it), the proof class the ride is heading for in words, the steps
 * kept on the phone while offline; then the driver says it is done, the passenger confirms it, and
 * either may say it did not happen. A driver's ride shows each passenger's booking.
 */
export function RideDay({ ride, showSteps }: Props) {
  const live = ride.bookings.filter((booking) => booking.status === 'CONFIRMED' || booking.status === 'COMPLETED_PENDING_VALIDATION');
  return (
    <>
      <Divider />
      <Stack gap="md">
        {live.map((booking) => (
          <BookingDay key={booking.bookingId} booking={booking} role={ride.role} named={ride.role === 'driver' && live.length > 1} showSteps={showSteps} />
        ))}
      </Stack>
    </>
  );
}

type BookingProps = { booking: RideBooking; role: MyRide['role']; named: boolean; showSteps: boolean };

function BookingDay({ booking, role, named, showSteps }: BookingProps) {
  const { t } = useTranslation('riders');
  const name = booking.passengerFirstNames;
  const kept = useKeptProofs().filter((proof) => proof.bookingId === booking.bookingId);
  // What this phone keeps for the service counts as recorded: offline, the outlook already says what it will make.
  const outlook = proofOutlook(
    [...booking.proofs, ...kept.map((proof) => ({ kind: proof.body.kind, by: role, located: proof.body.latitude !== undefined, atItsPoint: proof.body.latitude !== undefined }))],
    role,
  );
  return (
    <Stack gap="xs" role="group" aria-label={named ? name : t('riders.day.label')}>
      {named && <Text fw={600}>{name}</Text>}
      {showSteps && (
        <>
          <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
            <Step booking={booking} role={role} kind="pickup" label={role === 'driver' ? t('riders.day.pickupOf', { name }) : t('riders.day.pickup')} />
            <Step booking={booking} role={role} kind="drop" label={t('riders.day.drop')} />
          </Group>
          {kept.length > 0 && (
            <Group gap={6} wrap="nowrap" align="flex-start" role="status">
              <IconDeviceMobile size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm">{t('riders.day.kept')}</Text>
            </Group>
          )}
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" aria-live="polite">
              {t(`riders.day.outlook.${role}.${outlook.says}`, { name })}
            </Text>
          </Group>
          {booking.proofs.length === 0 && kept.length === 0 && (
            <Text size="xs" c="dimmed">
              {t('riders.day.locationHint')}
            </Text>
          )}
        </>
      )}
      <Afterwards booking={booking} role={role} />
    </Stack>
  );
}

/** One step: a button until this phone recorded it, then what was recorded (and whether with a place). */
function Step({ booking, role, kind, label }: { booking: RideBooking; role: MyRide['role']; kind: 'pickup' | 'drop'; label: string }) {
  const { t } = useTranslation('riders');
  const record = useRecordProof();
  const [busy, setBusy] = useState(false);
  const kept = useKeptProofs().some((proof) => proof.bookingId === booking.bookingId && proof.body.kind === kind);
  const recorded = booking.proofs.filter((proof) => proof.by === role && proof.kind === kind);
  if (recorded.length > 0) {
    const placed = recorded.some((proof) => proof.located);
    return (
      <Group gap={6} wrap="nowrap">
        <IconCircleCheck size={20} color="var(--mantine-color-rumbo-7)" aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={600}>
          {t(kind === 'pickup' ? 'riders.day.pickupDone' : 'riders.day.dropDone')}
          {!placed && ` (${t('riders.day.withoutPlace')})`}
        </Text>
      </Group>
    );
  }
  const onClick = async () => {
    setBusy(true);
    try {
      await record(booking.bookingId, kind);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={kind === 'pickup' ? 'filled' : 'light'} loading={busy} disabled={kept} onClick={() => void onClick()} miw={0}>
      {label}
    </Button>
  );
}

const waiting: Partial<Record<BookingStatus, { driver?: 'waitingPassenger'; passenger?: 'waitingDriver' }>> = {
  CONFIRMED: { passenger: 'waitingDriver' },
  COMPLETED_PENDING_VALIDATION: { driver: 'waitingPassenger' },
};

/** The km typed ("18,5" or "18.5"): none when left empty, NaN when it is no positive number. */
export function typedKm(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const km = /^\d{1,4}([.,]\d)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
  return km > 0 ? km : Number.NaN;
}

/**
 * After the ride: the driver says it is done (with the km the car drove, if he read them: the
 * company's figures count the km avoided from them, else from the straight line), the passenger
 * confirms it, either says it did not happen.
 */
function Afterwards({ booking, role }: { booking: RideBooking; role: MyRide['role'] }) {
  const { t } = useTranslation('riders');
  const [update, { isLoading, error, reset }] = useUpdateBookingMutation();
  const [asking, setAsking] = useState(false);
  const [kmText, setKmText] = useState('');
  const [kmInvalid, setKmInvalid] = useState(false);
  const move = async (status: 'COMPLETED_PENDING_VALIDATION' | 'VALIDATED' | 'CANCELLED') => {
    reset();
    const vehicleKm = status === 'COMPLETED_PENDING_VALIDATION' ? typedKm(kmText) : undefined;
    setKmInvalid(vehicleKm !== undefined && Number.isNaN(vehicleKm));
    if (vehicleKm !== undefined && Number.isNaN(vehicleKm)) return;
    await update({ bookingId: booking.bookingId, body: { status, ...(vehicleKm !== undefined && { vehicleKm }) } });
    setAsking(false);
  };
  const action =
    role === 'driver' && booking.status === 'CONFIRMED'
      ? { label: t('riders.day.complete'), status: 'COMPLETED_PENDING_VALIDATION' as const }
      : role === 'passenger' && booking.status === 'COMPLETED_PENDING_VALIDATION'
        ? { label: t('riders.day.validate'), status: 'VALIDATED' as const }
        : undefined;
  const kmError = kmInvalid ? t('riders.day.vehicleKmInvalid') : fieldErrors(error).vehicleKm;
  const waitingFor = waiting[booking.status]?.[role];
  // Shown whole once the km field's code is here (most often fetched ahead): never the buttons first,
  // moved down as the field arrives above them.
  return (
    <Suspense fallback={null}>
      <Stack gap="xs">
        {waitingFor && (
          <Text size="sm" c="dimmed">
            {t(`riders.day.${waitingFor}`, { name: booking.passengerFirstNames })}
          </Text>
        )}
        {action?.status === 'COMPLETED_PENDING_VALIDATION' && (
          <vehicleKmField.Loaded value={kmText} onChange={setKmText} error={kmError} />
        )}
        <Group gap="xs" wrap="wrap">
          {action && (
            <Button variant="filled" color="rumbo" loading={isLoading && !asking} onClick={() => void move(action.status)}>
              {action.label}
            </Button>
          )}
          <Button variant="light" color="red" onClick={() => setAsking(true)}>
            {t('riders.day.didNotHappen')}
          </Button>
        </Group>
        {error && !fieldErrors(error).vehicleKm && (
          <Alert color="red" role="alert" p="xs">
            {`${t('riders.day.moveError')} ${errorMessage(error)}`}
          </Alert>
        )}
        <ConfirmModal
          opened={asking}
          title={t('riders.day.didNotHappenTitle')}
          message={t('riders.day.didNotHappenMessage')}
          confirmLabel={t('riders.day.didNotHappenConfirm')}
          cancelLabel={t('riders.day.back')}
          closeLabel={t('riders.day.close')}
          danger
          loading={isLoading}
          onConfirm={() => void move('CANCELLED')}
          onCancel={() => setAsking(false)}
        />
      </Stack>
    </Suspense>
  );
}
