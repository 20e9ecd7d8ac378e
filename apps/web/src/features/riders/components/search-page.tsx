import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { dateTimeFormat, formatDecimal, intlLocale, type Language, type MatchDay } from '@rumbo/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api/errors';
import { Link } from '@/lib/navigation/navigation';
import { useBookRideMutation, useListMyMatchesQuery } from '../api/commute-api';
import { BookingRequests } from './booking-requests';

type Ride = MatchDay['rides'][number];

/** 07:50 in the company's zone. */
export function clockOf(instant: string, language: Language, timeZone: string): string {
  return dateTimeFormat(intlLocale(language), { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(instant));
}

/** "lunes, 2 de marzo" in the reader's words, for a local date. */
function dayOf(date: string, language: Language): string {
  return dateTimeFormat(intlLocale(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/** One ride that fits: who drives, when, how far from the person's ends, seats left, and booking it. */
function RideMatch({ day, ride, language, timeZone }: { day: MatchDay; ride: Ride; language: Language; timeZone: string }) {
  const { t } = useTranslation('riders');
  const [book, booking] = useBookRideMutation();
  // The refusal stays beside its ride until the next try: the list is not lost under it.
  const [refusal, setRefusal] = useState<string | null>(null);
  // Booked, the button gives way to the booking's status: the keyboard's place moves to it, not to the page's start.
  const justBooked = useRef(false);
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ride.booking || !justBooked.current) return;
    justBooked.current = false;
    outcome.current?.focus();
  }, [ride.booking]);
  const reserve = async () => {
    setRefusal(null);
    const answer = await book({ requestId: day.requestId, offerId: ride.offerId, date: day.date });
    if (answer.error) setRefusal(errorMessage(answer.error));
    else justBooked.current = true;
  };
  const name = t('riders.search.rideWith', { name: ride.driverFirstNames, time: clockOf(ride.departureAt, language, timeZone) });
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-label={name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{name}</Text>
          {ride.interCompany && (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {t('riders.search.otherCompany')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t('riders.search.detour', { pickup: formatDecimal(ride.pickupDistanceKm, language), drop: formatDecimal(ride.dropDistanceKm, language) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('riders.search.seatsLeft', { count: ride.seatsLeft })}
        </Text>
        {refusal && (
          <Alert color="red" role="alert" title={t('riders.search.notBooked')}>
            {refusal}
          </Alert>
        )}
        {/* Read out when it changes: the booking's status replaces the button. */}
        <Group justify="flex-end" ref={outcome} tabIndex={-1} aria-live="polite">
          {ride.booking ? (
            <Badge size="lg" variant="light" color={ride.booking.status === 'WAITING_CONFIRMATION' ? 'blue' : 'teal'}>
              {t(`riders.status.${ride.booking.status}`)}
            </Badge>
          ) : (
            <Button onClick={() => void reserve()} loading={booking.isLoading} aria-label={t('riders.search.bookNamed', { name })}>
              {t('riders.search.book')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function Day({ day, language, timeZone }: { day: MatchDay; language: Language; timeZone: string }) {
  const { t } = useTranslation('riders');
  const headingId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={3} fz="h5" id={headingId}>
        {t('riders.search.day', { day: dayOf(day.date, language), time: clockOf(day.departureAt, language, timeZone), from: day.from, to: day.to })}
      </Title>
      {day.rides.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('riders.search.noRides')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {day.rides.map((ride) => (
            <li key={`${ride.offerId} ${ride.departureAt}`}>
              <RideMatch day={day} ride={ride} language={language} timeZone={timeZone} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /app/search: the requests waiting on the person's rides, then the rides that fit each coming day of their commute. */
export function SearchPage({ language, commutePath }: { language: Language; commutePath: string }) {
  const { t } = useTranslation('riders');
  // Read again when the app comes back to the front: a driver may have answered meanwhile.
  const matches = useListMyMatchesQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const headingId = useId();
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('riders.search.title')}
      </Title>
      <BookingRequests language={language} />
      <Stack component="section" gap="md" aria-labelledby={headingId}>
        <Title order={2} fz="h4" id={headingId}>
          {t('riders.search.matches')}
        </Title>
        {matches.isError ? (
          <LoadError message={`${t('riders.search.loadError')} ${errorMessage(matches.error)}`} onRetry={() => void matches.refetch()} />
        ) : !matches.data ? (
          <Center py="xl" role="status" aria-label={t('riders.search.loading')}>
            <Loader />
          </Center>
        ) : matches.data.data.length === 0 ? (
          <EmptyState
            icon={<IconRoute size={36} aria-hidden />}
            title={t('riders.search.emptyTitle')}
            text={t('riders.search.empty')}
            action={
              <Anchor component={Link} to={commutePath} fw={600}>
                {t('riders.search.setCommute')}
              </Anchor>
            }
          />
        ) : (
          matches.data.data.map((day) => <Day key={`${day.requestId} ${day.date}`} day={day} language={language} timeZone={matches.data!.timeZone} />)
        )}
      </Stack>
    </Stack>
  );
}
