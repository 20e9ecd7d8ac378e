import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import type { Language, Notification, NotificationKind } from '@rumbo/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useListNotificationsQuery, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from '../api/notifications-api';
import { NoticeList } from './notice-list';

/** Where each notice leads: the receipts, the card, the subscription, the plans, one's login and security. */
const links: Record<NotificationKind, string> = {
  payment_succeeded: paths.subscriptionPaymentHistory,
  payment_failed: paths.paymentMethod,
  subscription_ending: paths.subscriptions,
  subscription_ended: paths.plans,
  subscription_resumed: paths.subscriptions,
  password_changed: paths.loginAndSecurity,
  two_step_enabled: paths.loginAndSecurity,
  two_step_disabled: paths.loginAndSecurity,
  recovery_code_used: paths.loginAndSecurity,
  login_email_changed: paths.loginAndSecurity,
  new_sign_in: paths.loginAndSecurity,
  company_deleted: paths.home,
  ride_starting: paths.myRides,
  ride_requested: paths.rideSearch,
  ride_confirmed: paths.myRides,
  ride_declined: paths.rideSearch,
  ride_cancelled: paths.myRides,
};

/** The inbox's notices section: payments, the subscription and one's own sign-in security, newest first; opening one marks it read. */
export function NotificationsInbox({ language, timeZone }: { language: Language; timeZone: string }) {
  const { t } = useTranslation(['notifications', 'common']);
  const navigate = useNavigate();
  const notices = useListNotificationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, markAllState] = useMarkAllNotificationsReadMutation();
  const notifyOutcome = useNotifyOutcome();
  const data = notices.data?.data;

  const open = (notice: Notification) => {
    if (notice.readAt === null) void markRead(notice.id);
    void navigate(links[notice.kind]);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="inbox-notices">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2}>
          <Title order={2} fz="h3" id="inbox-notices">
            {t('notifications.title')}
          </Title>
          {data && data.unread > 0 && <Text c="dimmed">{t('notifications.subtitle', { count: data.unread })}</Text>}
        </Stack>
        {data && data.unread > 0 && (
          <Button
            variant="subtle"
            size="sm"
            leftSection={<IconChecks size={16} aria-hidden />}
            loading={markAllState.isLoading}
            onClick={() => void notifyOutcome(markAllRead(), { success: (answer) => answer.message })}
          >
            {t('notifications.markAllRead')}
          </Button>
        )}
      </Group>
      {notices.isError ? (
        <LoadError title={t('notifications.loadError')} message={errorMessage(notices.error)} onRetry={() => void notices.refetch()} />
      ) : !data ? (
        <Stack gap="xs" role="status" aria-label={t('common:common.loading')}>
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} height={88} />
          ))}
        </Stack>
      ) : data.notifications.length === 0 ? (
        <EmptyState icon={<IconBell size={36} stroke={1.5} />} title={t('notifications.emptyTitle')} text={t('notifications.empty')} />
      ) : (
        <NoticeList notifications={data.notifications} language={language} timeZone={timeZone} onOpen={open} />
      )}
    </Stack>
  );
}
