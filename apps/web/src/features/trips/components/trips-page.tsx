import { Button, Card, Drawer, Group, NativeSelect, Pagination, Skeleton, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconRoute, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { defaultTimeZoneName, formatDateTime, formatNumber, tripStatuses, type CompanyTrip, type Language, type TripStatus } from '@rumbo/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api/errors';
import { useListCompanyTripsQuery } from '../api/trips-api';
import { FlagBadge, ProofClassBadge, TripStatusBadge } from './trip-badges';
import { TripDetail, usePersonName } from './trip-detail';
import classes from './trips-page.module.css';

const pageSize = 10;
const isLocalDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
const isTripStatus = (text: string): text is TripStatus => (tripStatuses as readonly string[]).includes(text);

/** The URL holds the filters, the page and the open trip, so a link (from the employees list, say) opens the same view. */
function useTripFilters() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const status = params.get('status') ?? '';
  const filters = {
    from: isLocalDay(from) ? from : '',
    to: isLocalDay(to) ? to : '',
    status: isTripStatus(status) ? status : undefined,
    flagged: params.get('flagged') === 'true',
    employee: params.get('employee') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
    trip: params.get('trip') ?? '',
  };
  /** Sets some parameters (an empty value removes one); a filter change goes back to the first page. */
  const update = (changes: Partial<Record<'from' | 'to' | 'status' | 'flagged' | 'employee' | 'page' | 'trip', string>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes) && !('trip' in changes)) next.delete('page');
      return next;
    });
  return { filters, update };
}

/** /home/trips: the company's trips, filtered and paged on the server, and one trip's legs in a drawer. */
export function TripsPage({ language }: { language: Language }) {
  const { t } = useTranslation(['trips', 'common', 'messages']);
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const personName = usePersonName();
  const { filters, update } = useTripFilters();
  const reversed = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const list = useListCompanyTripsQuery(
    {
      ...(filters.from && { from: filters.from }),
      ...(filters.to && { to: filters.to }),
      status: filters.status,
      ...(filters.flagged && { flagged: 'true' as const }),
      ...(filters.employee && { employeeId: filters.employee }),
      page: filters.page,
      pageSize,
    },
    { skip: reversed },
  );
  const data = list.currentData;
  const timeZone = list.data?.timeZone ?? defaultTimeZoneName;
  const when = (iso: string) => formatDateTime(iso, language, timeZone);
  const filtering = Boolean(filters.from || filters.to || filters.status || filters.flagged);
  const totalPages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const openTrip = (trip: CompanyTrip) => update({ trip: trip.tripId });
  const openRow = data?.data.find((trip) => trip.tripId === filters.trip);

  const openButton = (trip: CompanyTrip) => (
    <Button size="xs" variant="light" onClick={() => openTrip(trip)} aria-label={t('trips.openNamed', { date: when(trip.plannedDepartureAt) })}>
      {t('trips.open')}
    </Button>
  );
  const km = (trip: CompanyTrip) => (trip.km === null ? t('trips.noKm') : t('trips.km', { km: formatNumber(trip.km, language) }));

  return (
    <Stack gap="lg">
      <PageHeader title={t('trips.title')} subtitle={t('trips.subtitle')} />

      {filters.employee && (
        <Group gap="sm" className={classes.person} p="sm">
          <IconUsers size={18} aria-hidden />
          <Text size="sm">{t('trips.onePerson')}</Text>
          <Button size="xs" variant="subtle" onClick={() => update({ employee: '' })}>
            {t('trips.everyone')}
          </Button>
        </Group>
      )}

      <fieldset className={classes.filters}>
        <legend className={classes.legend}>{t('trips.filters')}</legend>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput type="date" label={t('trips.from')} value={filters.from} onChange={(event) => update({ from: event.currentTarget.value })} className={classes.date} />
          <TextInput
            type="date"
            label={t('trips.to')}
            value={filters.to}
            onChange={(event) => update({ to: event.currentTarget.value })}
            error={reversed ? t('messages:reportPeriodReversed') : undefined}
            className={classes.date}
          />
          <NativeSelect
            label={t('trips.status')}
            value={filters.status ?? ''}
            onChange={(event) => update({ status: event.currentTarget.value })}
            data={[{ value: '', label: t('trips.anyStatus') }, ...tripStatuses.map((status) => ({ value: status, label: t(`trips.statuses.${status}`) }))]}
            className={classes.status}
          />
          <Switch label={t('trips.flaggedOnly')} checked={filters.flagged} onChange={(event) => update({ flagged: event.currentTarget.checked ? 'true' : '' })} className={classes.switch} />
          {filtering && (
            <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => update({ from: '', to: '', status: '', flagged: '' })}>
              {t('trips.clearFilters')}
            </Button>
          )}
        </Group>
      </fieldset>

      {reversed ? null : list.isError ? (
        <LoadError title={t('trips.loadError')} message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <Stack gap="xs" role="status" aria-label={t('trips.loading')}>
          <Text size="sm">{t('trips.loading')}</Text>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </Stack>
      ) : data.data.length === 0 ? (
        filtering || filters.employee ? (
          <EmptyState
            icon={<IconFilterOff size={36} stroke={1.5} />}
            title={t('trips.title')}
            text={t('trips.noResults')}
            action={
              <Button variant="light" onClick={() => update({ from: '', to: '', status: '', flagged: '', employee: '' })}>
                {t('trips.clearFilters')}
              </Button>
            }
          />
        ) : (
          <EmptyState icon={<IconRoute size={36} stroke={1.5} />} title={t('trips.title')} text={t('trips.empty')} />
        )
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.totalIsExact ? t('trips.resultCount', { count: data.total }) : t('trips.resultCountAtLeast', { count: data.total })}
          </Text>
          {compact ? (
            <Stack gap="sm" component="ul" className={classes.cards} aria-busy={list.isFetching}>
              {data.data.map((trip) => (
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
                        <ProofClassBadge proofClass={trip.proofClass} />
                        <FlagBadge isFlagged={trip.isFlagged} />
                      </Group>
                      {openButton(trip)}
                    </Group>
                  </Stack>
                </Card>
              ))}
            </Stack>
          ) : (
            <Table verticalSpacing="sm" highlightOnHover stickyHeader stickyHeaderOffset="calc(var(--app-shell-header-offset, 0rem))" aria-busy={list.isFetching}>
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
                {data.data.map((trip) => (
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
                    <Table.Td>
                      <ProofClassBadge proofClass={trip.proofClass} />
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
          {data.total > pageSize && (
            <Group component="nav" aria-label={t('trips.pagination')} justify="center">
              <Pagination
                total={totalPages}
                value={Math.min(filters.page, totalPages)}
                onChange={(page) => update({ page: String(page) })}
                getControlProps={(control) => ({ 'aria-label': t(`trips.pageControl.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('trips.pageNumber', { page: item }) })}
                siblings={compact ? 0 : 1}
              />
            </Group>
          )}
        </Stack>
      )}

      <Drawer
        opened={filters.trip !== ''}
        onClose={() => update({ trip: '' })}
        position="right"
        size={compact ? '100%' : 'lg'}
        title={openRow ? t('tripDetail.title', { date: when(openRow.plannedDepartureAt) }) : t('tripDetail.heading')}
        closeButtonProps={{ 'aria-label': t('tripDetail.close') }}
        classNames={{ title: classes.drawerTitle }}
      >
        {filters.trip && <TripDetail tripId={filters.trip} language={language} timeZone={timeZone} />}
      </Drawer>
    </Stack>
  );
}
