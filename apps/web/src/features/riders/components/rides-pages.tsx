import { useId, type ReactNode } from 'react';
import { Anchor, Card, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCar, IconRoute } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import type { Language, MyRide, MyRides } from '@rumbo/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api/errors';
import { Link } from '@/lib/navigation/navigation';
import { useDeferredData } from '@/lib/use-deferred-data';
import { useListMyRidesQuery } from '../api/riders-api';
import { useSendKeptProofs } from '../hooks/use-kept-proofs';
import { ImpactSummary } from './impact-summary';
import { RideList } from './ride-card';

/**
 * The person's rides once loaded; meanwhile a loader, on failure why and a retry, with none yet what
 * to do. The cards are drawn where React can yield (a phone's browser stays free to answer a touch).
 */
function WithRides({ children }: { children: (rides: MyRides) => ReactNode }) {
  const { t } = useTranslation('riders');
  const rides = useListMyRidesQuery();
  const data = useDeferredData(rides.data);
  // The proofs kept offline go when the app starts and when the connection comes back.
  useSendKeptProofs();
  if (rides.isError) return <LoadError message={`${t('riders.loadError')} ${errorMessage(rides.error)}`} onRetry={() => void rides.refetch()} />;
  if (!data) {
    return (
      <Center py="xl" role="status" aria-label={t('riders.loading')}>
        <Loader />
      </Center>
    );
  }
  if (data.upcoming.length === 0 && data.past.length === 0) {
    return <EmptyState icon={<IconCar size={36} aria-hidden />} title={t('riders.empty.title')} text={t('riders.empty.text')} />;
  }
  return children(data);
}

/** A part of the page, named by its heading (a region a screen reader can jump to). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The way to the person's commute, said once: what the search reads. */
function CommuteLink({ to }: { to: string }) {
  const { t } = useTranslation('riders');
  return (
    <Card withBorder radius="md" padding="md">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          <IconRoute size={22} />
        </ThemeIcon>
        <Stack gap={2}>
          <Anchor component={Link} to={to} fw={700}>
            {t('riders.commute.link')}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('riders.commute.linkHint')}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** The next ride that still happens, as a list of one: a cancelled or declined one is among all the rides, not here. */
function nextOf(upcoming: MyRide[]): MyRide[] {
  return upcoming.filter((ride) => ride.status !== 'CANCELLED').slice(0, 1);
}

/** /app: this month's impact, the way to one's commute, the next ride and the latest ones, each saying whether it counts. */
export function RidersHomePage({ language, allRidesPath, commutePath }: { language: Language; allRidesPath: string; commutePath: string }) {
  const { t } = useTranslation('riders');
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('riders.home.title')}
      </Title>
      <ImpactSummary language={language} />
      <CommuteLink to={commutePath} />
      <WithRides>
        {({ upcoming, past, timeZone }) => (
          <>
            <Section title={t('riders.home.next')}>
              {nextOf(upcoming).length === 0 ? (
                <Text c="dimmed">{t('riders.rides.noUpcoming')}</Text>
              ) : (
                <RideList rides={nextOf(upcoming)} language={language} timeZone={timeZone} judged={false} />
              )}
            </Section>
            {past.length > 0 && (
              <Section title={t('riders.home.recent')}>
                <RideList rides={past.slice(0, 3)} language={language} timeZone={timeZone} judged />
              </Section>
            )}
            <Anchor component={Link} to={allRidesPath} fw={600}>
              {t('riders.home.seeAll')}
            </Anchor>
          </>
        )}
      </WithRides>
    </Stack>
  );
}

/** /app/rides: every upcoming ride, then the past ones, each saying whether it counts in the report and why not. */
export function MyRidesPage({ language }: { language: Language }) {
  const { t } = useTranslation('riders');
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('riders.rides.title')}
      </Title>
      <WithRides>
        {({ upcoming, past, timeZone }) => (
          <>
            <Section title={t('riders.rides.upcoming')}>
              {upcoming.length === 0 ? <Text c="dimmed">{t('riders.rides.noUpcoming')}</Text> : <RideList rides={upcoming} language={language} timeZone={timeZone} judged={false} />}
            </Section>
            <Section title={t('riders.rides.past')}>
              {past.length === 0 ? <Text c="dimmed">{t('riders.rides.noPast')}</Text> : <RideList rides={past} language={language} timeZone={timeZone} judged />}
            </Section>
          </>
        )}
      </WithRides>
    </Stack>
  );
}
