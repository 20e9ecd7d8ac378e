import { Stack } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { defaultTimeZoneName } from '@rumbo/contract';
import { PageHeader } from '@/components/ui/page-header';
import { PendingPeopleInbox } from '@/features/employees/components/pending-people-inbox';
import { NotificationsInbox } from '@/features/notifications/components/notifications-inbox';
import { useAppSelector } from '../hooks';

/**
 * The inbox: the people waiting for approval first (what asks for an action), then the notices of
 * payments and the subscription, whose dates are the company's (as its mails and receipts write them).
 */
export function InboxRoute() {
  const { t } = useTranslation('employees');
  const { language, timeZoneName } = useAppSelector((state) => state.userConfig);
  const companyTimeZone = useAppSelector((state) => state.enterprise.current?.timeZoneName);
  return (
    <Stack gap="xl">
      <PageHeader title={t('inbox.title')} />
      <PendingPeopleInbox language={language} timeZone={timeZoneName ?? defaultTimeZoneName} />
      <NotificationsInbox language={language} timeZone={companyTimeZone ?? timeZoneName ?? defaultTimeZoneName} />
    </Stack>
  );
}
