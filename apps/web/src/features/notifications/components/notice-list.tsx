import { Box, Group, Paper, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingOff,
  IconCalendarEvent,
  IconCalendarOff,
  IconCalendarRepeat,
  IconCar,
  IconCarOff,
  IconCircleCheck,
  IconClock,
  IconDeviceDesktop,
  IconKey,
  IconLifebuoy,
  IconMail,
  IconReceipt,
  IconShieldCheck,
  IconShieldOff,
  IconUserQuestion,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatDate, formatDateTime, formatMoney, planNameKeys, type Language, type Notification, type NotificationKind } from '@rumbo/contract';
import classes from './notice-list.module.css';

const icons: Record<NotificationKind, { icon: ReactNode; color: string }> = {
  payment_succeeded: { icon: <IconReceipt aria-hidden />, color: 'teal' },
  payment_failed: { icon: <IconAlertTriangle aria-hidden />, color: 'red' },
  subscription_ending: { icon: <IconCalendarEvent aria-hidden />, color: 'amber' },
  subscription_ended: { icon: <IconCalendarOff aria-hidden />, color: 'gray' },
  subscription_resumed: { icon: <IconCalendarRepeat aria-hidden />, color: 'teal' },
  password_changed: { icon: <IconKey aria-hidden />, color: 'blue' },
  two_step_enabled: { icon: <IconShieldCheck aria-hidden />, color: 'teal' },
  two_step_disabled: { icon: <IconShieldOff aria-hidden />, color: 'amber' },
  recovery_code_used: { icon: <IconLifebuoy aria-hidden />, color: 'amber' },
  login_email_changed: { icon: <IconMail aria-hidden />, color: 'blue' },
  new_sign_in: { icon: <IconDeviceDesktop aria-hidden />, color: 'blue' },
  company_deleted: { icon: <IconBuildingOff aria-hidden />, color: 'red' },
  ride_starting: { icon: <IconClock aria-hidden />, color: 'teal' },
  ride_requested: { icon: <IconUserQuestion aria-hidden />, color: 'blue' },
  ride_confirmed: { icon: <IconCircleCheck aria-hidden />, color: 'teal' },
  ride_declined: { icon: <IconCar aria-hidden />, color: 'amber' },
  ride_cancelled: { icon: <IconCarOff aria-hidden />, color: 'red' },
};

const rideHeadlines = { ride_requested: 'rideRequested', ride_confirmed: 'rideConfirmed', ride_declined: 'rideDeclined', ride_cancelled: 'rideCancelled' } as const;

/** "$4,499.00 MXN" in Spanish, where the symbol alone does not name the peso; MX$ already does in en and de. */
export function formatMxn(cents: number, language: Language): string {
  const text = formatMoney(cents, language);
  return text.includes('MX') ? text : `${text} MXN`;
}

/** What a notice says, in the reader's language, with dates in the company's zone: its headline and one line more. */
export function useNoticeText(language: Language, timeZone: string) {
  const { t } = useTranslation(['notifications', 'messages']);
  return (notice: Notification): { headline: string; detail: string } => {
    const plan = notice.plan ? t(`messages:${planNameKeys[notice.plan]}`) : '';
    const amount = notice.amount === null ? '' : formatMxn(notice.amount, language);
    const date = notice.until ? formatDate(notice.until, language, timeZone) : '';
    const details = notice.details ?? {};
    switch (notice.kind) {
      case 'payment_succeeded':
        return { headline: t('notifications.paymentSucceeded', { plan, amount }), detail: t('notifications.paymentSucceededDetail') };
      case 'payment_failed':
        return {
          headline: t('notifications.paymentFailed', { plan, amount }),
          detail: notice.until ? t('notifications.paymentFailedRetry', { date }) : t('notifications.paymentFailedFinal'),
        };
      case 'subscription_ending':
        return { headline: t('notifications.subscriptionEnding', { date }), detail: t('notifications.subscriptionEndingDetail', { plan }) };
      case 'subscription_ended':
        return { headline: t('notifications.subscriptionEnded', { date }), detail: t('notifications.subscriptionEndedDetail') };
      case 'subscription_resumed':
        return { headline: t('notifications.subscriptionResumed', { date }), detail: t('notifications.subscriptionResumedDetail', { plan }) };
      case 'password_changed':
        return { headline: t('notifications.passwordChanged'), detail: t('notifications.passwordChangedDetail') };
      case 'two_step_enabled':
        return { headline: t('notifications.twoStepEnabled'), detail: t('notifications.twoStepDetail') };
      case 'two_step_disabled':
        return { headline: t('notifications.twoStepDisabled'), detail: t('notifications.twoStepDetail') };
      case 'recovery_code_used':
        return { headline: t('notifications.recoveryCodeUsed'), detail: t('notifications.recoveryCodeUsedDetail', { count: details.recoveryCodesLeft ?? 0 }) };
      case 'login_email_changed':
        return { headline: t('notifications.loginEmailChanged'), detail: t('notifications.loginEmailChangedDetail') };
      case 'new_sign_in': {
        const device =
          details.browser && details.os ? t('notifications.deviceOn', { browser: details.browser, os: details.os }) : details.browser || details.os || t('notifications.unknownBrowser');
        return { headline: t('notifications.newSignIn', { device }), detail: t('notifications.newSignInDetail', { address: details.ipAddress ?? '?' }) };
      }
      case 'company_deleted':
        return { headline: t('notifications.companyDeleted'), detail: t('notifications.companyDeletedDetail') };
      case 'ride_starting':
        return {
          headline: t('notifications.rideStarting'),
          detail: t('notifications.rideStartingDetail', { from: details.from ?? '', time: details.departureAt ? formatDateTime(details.departureAt, language, timeZone) : '' }),
        };
      case 'ride_requested':
      case 'ride_confirmed':
      case 'ride_declined':
      case 'ride_cancelled': {
        const ride = { person: details.person ?? '', date: details.departureAt ? formatDateTime(details.departureAt, language, timeZone) : '', from: details.from ?? '', to: details.to ?? '' };
        return { headline: t(`notifications.${rideHeadlines[notice.kind]}`, ride), detail: t('notifications.rideDetail', ride) };
      }
    }
  };
}

type Props = {
  notifications: Notification[];
  language: Language;
  /** The company's zone: the dates of its payments and subscription. */
  timeZone: string;
  /** Opening a notice (a click, or Enter on it): mark it read and follow it. */
  onOpen: (notice: Notification) => void;
};

/** The company's notices, newest first: unread ones bold with a dot, each opened with a click or Enter. */
export function NoticeList({ notifications, language, timeZone, onOpen }: Props) {
  const { t } = useTranslation('notifications');
  const textOf = useNoticeText(language, timeZone);
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('notifications.listLabel')}>
      {notifications.map((notice) => {
        const { headline, detail } = textOf(notice);
        const unread = notice.readAt === null;
        const { icon, color } = icons[notice.kind];
        return (
          <Paper key={notice.id} component="li" withBorder radius="md" className={classes.notice} data-unread={unread || undefined}>
            <UnstyledButton onClick={() => onOpen(notice)} className={classes.open} p="md" w="100%">
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <ThemeIcon variant="light" color={color} size={40} radius="md">
                  {icon}
                </ThemeIcon>
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  <Group gap="xs" wrap="nowrap" align="center">
                    {unread && (
                      <>
                        <Box className={classes.dot} aria-hidden />
                        <VisuallyHidden>{t('notifications.unread')}: </VisuallyHidden>
                      </>
                    )}
                    <Text fw={unread ? 700 : 400}>{headline}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {detail}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('notifications.receivedAt', { date: formatDateTime(notice.createdAt, language, timeZone) })}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          </Paper>
        );
      })}
    </Stack>
  );
}
