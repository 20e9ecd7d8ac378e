import { Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconRoute, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { defaultTimeZoneName, formatDateTime, type Language } from '@rumbo/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api/errors';
import { useGetTripsPersonQuery, useListCompanyTripsQuery } from '../api/trips-api';
import { TripDetail } from './trip-detail';
import { TripFilters } from './trip-filters';
import { TripList } from './trip-list';
import { useTripFilters } from './use-trip-filters';
import classes from './trips-page.module.css';

const pageSize = 10;

/** /home/trips: the company's trips, filtered and paged on the server, and one trip's legs in a drawer. */
export function TripsPage({ language }: { language: Language }) {
  const { t } = useTranslation('trips');
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
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
  const person = useGetTripsPersonQuery(filters.employee, { skip: !filters.employee }).currentData?.employee;
  // Filtered by a person, the page says whose trips these are.
  const title = filters.employee && person ? t('trips.titleOf', { name: person.fullName }) : t('trips.title');
  const timeZone = list.data?.timeZone ?? defaultTimeZoneName;
  const when = (iso: string) => formatDateTime(iso, language, timeZone);
  const filtering = Boolean(filters.from || filters.to || filters.status || filters.flagged);
  const openRow = data?.data.find((trip) => trip.tripId === filters.trip);

  return (
    <Stack gap="lg">
      <PageHeader title={title} subtitle={t('trips.subtitle')} />

      {filters.employee && (
        <Group gap="sm" className={classes.person} p="sm">
          <IconUsers size={18} aria-hidden />
          <Text size="sm">{person ? t('trips.onePersonNamed', { name: person.fullName }) : t('trips.onePerson')}</Text>
          <Button size="xs" variant="subtle" onClick={() => update({ employee: '' })}>
            {t('trips.everyone')}
          </Button>
        </Group>
      )}

      <TripFilters filters={filters} reversed={reversed} filtering={filtering} onChange={update} />

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
        <TripList
          list={data}
          page={filters.page}
          pageSize={pageSize}
          busy={list.isFetching}
          compact={compact}
          language={language}
          when={when}
          onOpen={(trip) => update({ trip: trip.tripId })}
          onPage={(page) => update({ page: String(page) })}
        />
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
