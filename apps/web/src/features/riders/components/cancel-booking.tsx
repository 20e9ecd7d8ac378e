import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import type { MyRide, RideBooking } from '@rumbo/contract';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { errorMessage } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useUpdateBookingMutation } from '../api/riders-api';

/**
 * Until a ride's steps open (2 hours before it leaves; from then on "No se realizó" says it): a
 * passenger may give up their place (asked to join or confirmed), a driver may take back a place he
 * confirmed (one he has not answered yet is declined in Buscar). The other side is told in the app
 * and by mail; the outcome is said in the notice.
 */
export function CancelBookings({ ride, when }: { ride: MyRide; when: string }) {
  const cancellable = ride.bookings.filter((booking) => booking.status === 'CONFIRMED' || (ride.role === 'passenger' && booking.status === 'WAITING_CONFIRMATION'));
  if (cancellable.length === 0) return null;
  return (
    <Group gap="xs" justify="flex-end" wrap="wrap">
      {cancellable.map((booking) => (
        <CancelBooking key={booking.bookingId} booking={booking} ride={ride} when={when} />
      ))}
    </Group>
  );
}

function CancelBooking({ booking, ride, when }: { booking: RideBooking; ride: MyRide; when: string }) {
  const { t } = useTranslation('riders');
  const notifyOutcome = useNotifyOutcome();
  const [update, { isLoading }] = useUpdateBookingMutation();
  const [asking, setAsking] = useState(false);
  const mine = ride.role === 'passenger';
  // The passenger's side is the driver; the driver's, the passenger whose place it is.
  const name = mine ? (ride.companions[0] ?? '') : booking.passengerFirstNames;
  const cancel = async () => {
    await notifyOutcome(update({ bookingId: booking.bookingId, body: { status: 'CANCELLED' } }), {
      success: (answer) => answer.message,
      failure: (error) => `${t('riders.cancel.failed')} ${errorMessage(error)}`,
    });
    setAsking(false);
  };
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconX size={16} aria-hidden />}
        aria-label={mine ? t('riders.cancel.mineNamed', { when }) : t('riders.cancel.passengerNamed', { name, when })}
        onClick={() => setAsking(true)}
      >
        {mine ? t('riders.cancel.mine') : t('riders.cancel.passenger', { name })}
      </Button>
      {/* Mounted closed, as every question is: closing it gives the focus back to the button. */}
      <ConfirmModal
        opened={asking}
        title={mine ? t('riders.cancel.mineTitle') : t('riders.cancel.passengerTitle', { name })}
        message={mine ? t('riders.cancel.mineMessage', { name }) : t('riders.cancel.passengerMessage', { name })}
        confirmLabel={mine ? t('riders.cancel.mineConfirm') : t('riders.cancel.passengerConfirm')}
        cancelLabel={t('riders.day.back')}
        closeLabel={t('riders.day.close')}
        danger
        loading={isLoading}
        onConfirm={() => void cancel()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
