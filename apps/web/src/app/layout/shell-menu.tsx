import { memo, useEffect } from 'react';
import { Badge, NavLink, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { useListPendingEmployeesQuery } from '@/features/employees/api/employees-api';
import { useUnreadNotificationsCount } from '@/features/notifications/api/notifications-api';
import type { EmployeeState } from '@/features/employees/employee-slice';
import { adminSidebarEntries, memberSidebarEntries } from './sidebar-entries';
import classes from './private-layout.module.css';

type Props = {
  role: EmployeeState['employeeRole'];
  pathname: string;
  /** Called once the entries are on screen: the tour points at them. */
  onShown: () => void;
};

/**
 * The menu's entries, with the inbox's count: a chunk of its own, fetched once the page is shown.
 * Drawn again only when its own props or counts change, not with every update of the layout.
 */
export const ShellMenu = memo(function ShellMenu({ role, pathname, onShown }: Props) {
  const { t } = useTranslation();
  // The inbox's count: people waiting for approval and unread notices (new sign-ups through the join
  // link and payments show within a minute). Only the counts are read, so an answer that leaves them
  // as they were does not draw the menu again.
  const pending = useListPendingEmployeesQuery(
    { page: 1, pageSize: 1 },
    { skip: role !== 'admin', pollingInterval: 60_000, skipPollingIfUnfocused: true, selectFromResult: ({ data }) => ({ total: data?.total ?? 0 }) },
  );
  const pendingCount = role === 'admin' ? pending.total : 0;
  const unreadNotices = useUnreadNotificationsCount({ skip: role !== 'admin' });
  const sidebarEntries = role === 'admin' ? adminSidebarEntries : role === 'employee' ? memberSidebarEntries : [];
  useEffect(onShown, [onShown]);
  return sidebarEntries.map((entry) => {
    const active = entry.exact ? pathname === entry.to : pathname === entry.to || pathname.startsWith(`${entry.to}/`);
    const count = entry.key === 'inbox' ? pendingCount + unreadNotices : 0;
    const countText = [pendingCount > 0 && t('nav.inboxCount', { count: pendingCount }), unreadNotices > 0 && t('nav.inboxUnread', { count: unreadNotices })]
      .filter(Boolean)
      .join(', ');
    return (
      <NavLink
        key={entry.key}
        component={Link}
        to={entry.to}
        label={t(`nav.${entry.key}`)}
        rightSection={
          count > 0 && (
            <>
              <Badge size="sm" variant="filled" circle={count < 10} aria-hidden>
                {count > 99 ? '99+' : count}
              </Badge>
              <VisuallyHidden>{countText}</VisuallyHidden>
            </>
          )
        }
        leftSection={<entry.icon size={20} stroke={1.6} aria-hidden />}
        active={active}
        aria-current={active ? 'page' : undefined}
        data-tour={'tour' in entry ? entry.tour : undefined}
        className={classes.navLink}
      />
    );
  });
});
