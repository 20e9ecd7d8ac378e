import type { ReactNode } from 'react';
import { Alert, Badge, Divider, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime, formatNumber, type CompanyTripDetail, type CompanyTripLeg, type Language, type TripPerson } from '@rumbo/contract';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api/errors';
import { useGetCompanyTripQuery } from '../api/trips-api';
import { FlagBadge, ProofClassBadge, TripStatusBadge } from './trip-badges';

type Reading = { language: Language; timeZone: string };

export function usePersonName() {
  const { t } = useTranslation('trips');
  return (person: TripPerson) => person.fullName ?? t('trips.otherCompany');
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function LegCard({ leg, language, timeZone }: { leg: CompanyTripLeg } & Reading) {
  const { t } = useTranslation('trips');
  const name = usePersonName()(leg.passenger);
  const time = (iso: string | null) => (iso ? formatDateTime(iso, language, timeZone) : t('tripDetail.notYet'));
  const stop = (label: string, place: { label: string; plannedAt: string | null; actualAt: string | null }) => (
    <Fact label={label}>
      <Text size="sm" fw={600}>
        {place.label}
      </Text>
      {place.plannedAt && <Text size="sm">{t('tripDetail.planned', { time: time(place.plannedAt) })}</Text>}
      <Text size="sm">{t('tripDetail.actual', { time: time(place.actualAt) })}</Text>
    </Fact>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('tripDetail.legTitle', { name })}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md">
            {t('tripDetail.legTitle', { name })}
          </Title>
          <Group gap={6}>
            <Badge variant="light" color={leg.bookingStatus === 'CANCELLED' ? 'gray' : 'blue'}>
              {t('tripDetail.bookingStatus')}: {t(`tripDetail.bookingStatuses.${leg.bookingStatus}`)}
            </Badge>
            <ProofClassBadge proofClass={leg.proofClass} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {stop(t('tripDetail.pickup'), leg.pickup)}
          {stop(t('tripDetail.drop'), leg.drop)}
        </SimpleGrid>
        <Text size="sm">{t('tripDetail.sharedKm', { km: formatNumber(leg.sharedKm, language) })}</Text>
        <Text size="sm">{t(`trips.proofExplained.${leg.proofClass}`)}</Text>
        {leg.flags.length > 0 ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('tripDetail.flags')}>
            <List size="sm" spacing={4}>
              {leg.flags.map((flag) => (
                <List.Item key={flag.message}>
                  <Text size="sm" fw={600} component="span">
                    {flag.message}
                  </Text>{' '}
                  <Text size="xs" c="dimmed" component="span">
                    ({t('tripDetail.flaggedOn', { time: time(flag.flaggedAt) })})
                  </Text>
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t('tripDetail.noFlags')}
          </Text>
        )}
        <Text size="sm" fw={600} c={leg.countsInFigures ? 'teal.8' : undefined}>
          {leg.countsInFigures ? t('tripDetail.counts') : t('tripDetail.doesNotCount')}
        </Text>
        <Divider />
        <Fact label={t('tripDetail.proofEvents')}>
          {leg.proofEvents.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('tripDetail.noProofEvents')}
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {leg.proofEvents.map((event, index) => (
                <List.Item key={index}>
                  {t('tripDetail.proofEvent', {
                    kind: t(event.kind === 'pickup' ? 'tripDetail.pickup' : 'tripDetail.drop'),
                    by: t(`tripDetail.by.${event.by}`),
                    time: time(event.recordedAt),
                  })}
                </List.Item>
              ))}
            </List>
          )}
        </Fact>
      </Stack>
    </Paper>
  );
}

function TripFacts({ trip, language, timeZone }: { trip: CompanyTripDetail } & Reading) {
  const { t } = useTranslation('trips');
  const name = usePersonName();
  const time = (iso: string | null) => (iso ? formatDateTime(iso, language, timeZone) : t('tripDetail.notYet'));
  return (
    <Stack gap="md">
      <Group gap="xs">
        <TripStatusBadge status={trip.status} />
        <FlagBadge isFlagged={trip.isFlagged} />
        {trip.isInterCompany && <Badge variant="outline">{t('trips.interCompany')}</Badge>}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label={t('tripDetail.driver')}>
          <Text size="sm">{name(trip.driver)}</Text>
        </Fact>
        <Fact label={t('tripDetail.plannedDeparture')}>
          <Text size="sm">{time(trip.plannedDepartureAt)}</Text>
        </Fact>
        <Fact label={t('tripDetail.actualDeparture')}>
          <Text size="sm">{time(trip.actualDepartureAt)}</Text>
        </Fact>
        <Fact label={t('tripDetail.arrival')}>
          <Text size="sm">{time(trip.actualArrivalAt)}</Text>
        </Fact>
        <Fact label={t('tripDetail.seats')}>
          <Text size="sm">{formatNumber(trip.vehicleSeats, language)}</Text>
        </Fact>
        <Fact label={t('tripDetail.km')}>
          <Text size="sm">{trip.km === null ? t('trips.noKm') : t('trips.km', { km: formatNumber(trip.km, language) })}</Text>
        </Fact>
      </SimpleGrid>
      <Fact label={t('tripDetail.proof')}>
        {trip.status === 'cancelled' ? (
          <Text size="sm">{t('trips.noProofCancelled')}</Text>
        ) : (
          <Stack gap={4} align="flex-start">
            <ProofClassBadge proofClass={trip.proofClass} />
            <Text size="sm">
              {t(`trips.proofExplained.${trip.proofClass}`)} {t('tripDetail.proofWeakest')}
            </Text>
          </Stack>
        )}
      </Fact>
    </Stack>
  );
}

/** One trip's facts and legs, as the drawer shows them. */
export function TripDetail({ tripId, language, timeZone }: { tripId: string } & Reading) {
  const { t } = useTranslation('trips');
  const detail = useGetCompanyTripQuery({ tripId, language });
  if (detail.isError) return <LoadError title={t('tripDetail.loadError')} message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  const trip = detail.currentData?.data;
  if (!trip) {
    return (
      <Stack gap="xs" role="status" aria-label={t('tripDetail.loading')}>
        <Text size="sm">{t('tripDetail.loading')}</Text>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={48} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <TripFacts trip={trip} language={language} timeZone={timeZone} />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('tripDetail.legs')}
        </Title>
        {trip.legs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tripDetail.noLegs')}
          </Text>
        ) : (
          trip.legs.map((leg) => <LegCard key={leg.legId} leg={leg} language={language} timeZone={timeZone} />)
        )}
      </Stack>
    </Stack>
  );
}
