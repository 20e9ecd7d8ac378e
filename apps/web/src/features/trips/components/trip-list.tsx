import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { formatNumber, type CompanyTrip, type Language, type ListCompanyTripsResponse } from '@rumbo/contract';
import { LabelledPagination } from '@/components/ui/labelled-pagination';
import { FlagBadge, TripProof, TripStatusBadge } from './trip-badges';
import { usePersonName } from './trip-detail';
import classes from './trips-page.module.css';

type Props = {
  list: ListCompanyTripsResponse;
  page: number;
  pageSize: number;
  /** A new page is on its way: the trips shown are the last ones. */
  busy: boolean;
  /** A phone's width: a card per trip instead of the table, fewer page numbers. */
  compact: boolean;
  language: Language;
  /** A moment as the company's people read it. */
  when: (iso: string) => string;
  onOpen: (trip: CompanyTrip) => void;
  onPage: (page: number) => void;
};

/** One page of trips: how many match, each trip (departure, driver, passengers, status, proof, flag, km) with its way in, and the pages. */
export function TripList({ list, page, pageSize, busy, compact, language, when, onOpen, onPage }: Props) {
  const { t } = useTranslation('trips');
  const personName = usePersonName();
  const openButton = (trip: CompanyTrip) => (
    <Button size="xs" variant="light" onClick={() => onOpen(trip)} aria-label={t('trips.openNamed', { date: when(trip.plannedDepartureAt) })}>
      {t('trips.open')}
    </Button>
  );
  const km = (trip: CompanyTrip) => (trip.km === null ? t('trips.noKm') : t('trips.km', { km: formatNumber(trip.km, language) }));

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {list.totalIsExact ? t('trips.resultCount', { count: list.total }) : t('trips.resultCountAtLeast', { count: list.total })}
      </Text>
      {compact ? (
        <Stack gap="sm" component="ul" className={classes.cards} aria-busy={busy}>
          {list.data.map((trip) => (
            <Card key={trip.tripId} withBorder radius="md" padding="md" component="li">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Text fw={700} size="sm" className={classes.numbers}>
                    {when(trip.plannedDepartureAt)}
                  </Text>
                  <TripStatusBadge status={trip.status} />
                </Group>
                <Text size="sm">
                  {t('trips.columns.driver')}: {personName(trip.driver)}
                </Text>
                <Text size="sm" c="dimmed" className={classes.numbers}>
                  {t('trips.passengers', { count: trip.passengers })} · {km(trip)}
                </Text>
                <Group justify="space-between" gap="xs">
                  <Group gap={6}>
                    <TripProof trip={trip} />
                    <FlagBadge isFlagged={trip.isFlagged} />
                  </Group>
                  {openButton(trip)}
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="sm" highlightOnHover stickyHeader stickyHeaderOffset="calc(var(--app-shell-header-offset, 0rem))" aria-busy={busy}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('trips.columns.departure')}</Table.Th>
              <Table.Th>{t('trips.columns.driver')}</Table.Th>
              <Table.Th>{t('trips.columns.passengers')}</Table.Th>
              <Table.Th>{t('trips.columns.status')}</Table.Th>
              <Table.Th>{t('trips.columns.proof')}</Table.Th>
              <Table.Th>{t('trips.columns.flag')}</Table.Th>
              <Table.Th ta="right">{t('trips.columns.km')}</Table.Th>
              <Table.Th ta="right">{t('trips.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((trip) => (
              <Table.Tr key={trip.tripId}>
                <Table.Td className={classes.numbers}>{when(trip.plannedDepartureAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{personName(trip.driver)}</Text>
                  {trip.isInterCompany && (
                    <Text size="xs" c="dimmed">
                      {t('trips.interCompany')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td className={classes.numbers}>{formatNumber(trip.passengers, language)}</Table.Td>
                <Table.Td>
                  <TripStatusBadge status={trip.status} />
                </Table.Td>
                <Table.Td className={classes.proof}>
                  <TripProof trip={trip} />
                </Table.Td>
                <Table.Td>
                  <FlagBadge isFlagged={trip.isFlagged} />
                </Table.Td>
                <Table.Td ta="right" className={classes.numbers}>
                  {trip.km === null ? '—' : formatNumber(trip.km, language)}
                </Table.Td>
                <Table.Td ta="right">{openButton(trip)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <LabelledPagination
        total={list.total}
        pageSize={pageSize}
        page={page}
        onPage={onPage}
        compact={compact}
        label={t('trips.pagination')}
        controlLabel={(control) => t(`trips.pageControl.${control}`)}
        pageLabel={(item) => t('trips.pageNumber', { page: item })}
      />
    </Stack>
  );
}
