import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { defaultTimeZoneName, type Notification, type NotificationKind } from '@rumbo/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { NoticeList } from '@/features/notifications/components/notice-list';
import { useListNotificationsQuery, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from '@/features/notifications/api/notifications-api';
import { errorMessage } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { navigate } from '@/lib/navigation/navigation';
import { useAppSelector } from '../hooks';

/** Where a rider's notice leads inside the riders' app; the others (security) to the portal's page. */
const riderLinks: Partial<Record<NotificationKind, string>> = {
  ride_requested: paths.rideSearch,
  ride_confirmed: paths.myRides,
  ride_declined: paths.rideSearch,
  ride_cancelled: paths.myRides,
};

/**
 * /app/notices: the person's own notices (their bookings, their sign-in security), newest first, read
 * again whenever the app comes back to the front; opening one marks it read and follows it.
 */
export function RiderNoticesRoute() {
  const { t } = useTranslation(['riders', 'notifications']);
  const language = useAppSelector((state) => state.userConfig.language);
  const timeZone = useAppSelector((state) => state.enterprise.current?.timeZoneName ?? state.userConfig.timeZoneName ?? defaultTimeZoneName);
  const notices = useListNotificationsQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markAllState] = useMarkAllNotificationsReadMutation();
  const notifyOutcome = useNotifyOutcome();
  const data = notices.data?.data;

  const open = (notice: Notification) => {
    if (notice.readAt === null) void markRead(notice.id);
    const link = riderLinks[notice.kind];
    if (link) navigate(link);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} fz="h2">
          {t('riders.notices.title')}
        </Title>
        {data && data.unread > 0 && (
          <Button variant="subtle" size="sm" leftSection={<IconChecks size={16} aria-hidden />} loading={markAllState.isLoading} onClick={() => void notifyOutcome(markAllRead(), { success: (answer) => answer.message })}>
            {t('notifications:notifications.markAllRead')}
          </Button>
        )}
      </Group>
      {notices.isError ? (
        <LoadError title={t('notifications:notifications.loadError')} message={errorMessage(notices.error)} onRetry={() => void notices.refetch()} />
      ) : !data ? (
        <Center py="xl" role="status" aria-label={t('riders.notices.loading')}>
          <Loader />
        </Center>
      ) : data.notifications.length === 0 ? (
        <EmptyState icon={<IconBell size={36} stroke={1.5} aria-hidden />} title={t('notifications:notifications.emptyTitle')} text={t('riders.notices.empty')} />
      ) : (
        <NoticeList notifications={data.notifications} language={language} timeZone={timeZone} onOpen={open} />
      )}
    </Stack>
  );
}
