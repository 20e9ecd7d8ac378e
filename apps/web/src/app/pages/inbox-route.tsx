import { defaultTimeZoneName } from '@rumbo/contract';
import { PendingPeopleInbox } from '@/features/employees/components/pending-people-inbox';
import { useAppSelector } from '../hooks';

/** The inbox: for now the people waiting for approval; payment notices will join them here. */
export function InboxRoute() {
  const { language, timeZoneName } = useAppSelector((state) => state.userConfig);
  return <PendingPeopleInbox language={language} timeZone={timeZoneName ?? defaultTimeZoneName} />;
}
