import { Suspense } from 'react';
import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { loadable } from '@/lib/loadable';
import { formatDecimal, formatDateTime, formatList, type Language, type MyRide, type MyRides } from '@rumbo/contract';
import { rideVerdict } from '../ride-verdict';
import { useRideDay } from '../hooks/use-ride-day';
import { rideDayOf } from '../ride-day-of';
import { CancelBookings } from './cancel-booking';
import { vehicleKmField } from './vehicle-km-field-loader';

// Only a ride on its day or waiting to be confirmed has steps: their code (the position, the phone's
// queue, the confirmation) loads with the first such card, or with the rides that have one
// (fetchRideDayFor), not with /app.
const rideDay = loadable(() => import('./ride-day').then((module) => module.RideDay));

/** Whether the driver has this ride to finish: his km field shows on its card. */
function isFinishing(ride: MyRide): boolean {
  return ride.role === 'driver' && ride.bookings.some((booking) => booking.status === 'CONFIRMED');
}

/** Fetches the code a ride's card shows on its day: the steps, and the km field for a driver with the ride to finish. */
function preloadRideDay(ride: MyRide): Promise<unknown> {
  return Promise.all([rideDay.preload(), isFinishing(ride) && vehicleKmField.preload()]);
}

/** Fetches the day's code when one of these rides shows it now, so their cards are drawn whole. */
export function fetchRideDayFor(rides: MyRides): Promise<unknown> | undefined {
  const now = new Date();
  const shown = [...rides.upcoming, ...rides.past].filter((ride) => rideDayOf(ride, rides.timeZone, now).afterwards);
  return shown.length > 0 ? Promise.all(shown.map(preloadRideDay)) : undefined;
}

type Props = { ride: MyRide; language: Language; timeZone: string; judged: boolean };

/**
 * One ride: when, where, with whom, how far it got and, once past, whether the report counts it and
 * why not; on its day, its steps, and once done what is left for each to say.
 */
export function RideCard({ ride, language, timeZone, judged }: Props) {
  const { t } = useTranslation('riders');
  const day = useRideDay(ride, timeZone);
  // A card whose day began while it was shown fetches both parts of its code at once, not one after the other.
  if (day.afterwards) void preloadRideDay(ride);
  // A ride both have said how it went is judged at once, though its planned departure is still ahead.
  const settled = ride.bookings.length > 0 && ride.bookings.every((booking) => booking.status === 'VALIDATED' || booking.status === 'CANCELLED');
  const when = formatDateTime(ride.departureAt, language, timeZone);
  const companions =
    ride.role === 'passenger'
      ? t('riders.ride.driverIs', { name: ride.companions[0] ?? '' })
      : ride.companions.length === 0
        ? t('riders.ride.noPassengers')
        : t('riders.ride.passengersAre', { names: formatList(ride.companions, language) });
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-label={when}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{when}</Text>
          <Badge variant="light" color={ride.role === 'driver' ? 'rumbo' : 'gray'} style={{ flexShrink: 0 }}>
            {ride.role === 'driver' ? t('riders.ride.asDriver') : t('riders.ride.asPassenger')}
          </Badge>
        </Group>
        <Text size="sm">{t('riders.ride.route', { from: ride.from, to: ride.to })}</Text>
        <Text size="sm" c="dimmed">
          {companions}
          {ride.sharedKm !== null && ` · ${t('riders.ride.sharedKm', { km: formatDecimal(ride.sharedKm, language) })}`}
        </Text>
        <Text size="sm">{ride.role === 'driver' && ride.status === 'WAITING_CONFIRMATION' ? t('riders.status.waitingForYou') : t(`riders.status.${ride.status}`)}</Text>
        {/* A ride still under way today is judged once its people have said how it went. */}
        {(judged || settled) && !day.steps && (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <ThemeIcon size={22} radius="xl" variant="light" color={ride.counts ? 'rumbo' : 'orange'} aria-hidden>
              {ride.counts ? <IconCircleCheck size={16} /> : <IconCircleX size={16} />}
            </ThemeIcon>
            <Text size="sm" fw={600}>
              {rideVerdict(ride, t)}
            </Text>
          </Group>
        )}
        {day.afterwards ? (
          <Suspense fallback={null}>
            <rideDay.Loaded ride={ride} showSteps={day.steps} />
          </Suspense>
        ) : (
          !judged && <CancelBookings ride={ride} when={when} />
        )}
      </Stack>
    </Card>
  );
}

/** Rides as a list a screen reader counts. */
export function RideList({ rides, language, timeZone, judged }: { rides: MyRide[]; language: Language; timeZone: string; judged: boolean }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rides.map((ride) => (
        <li key={ride.rideId}>
          <RideCard ride={ride} language={language} timeZone={timeZone} judged={judged} />
        </li>
      ))}
    </Stack>
  );
}
