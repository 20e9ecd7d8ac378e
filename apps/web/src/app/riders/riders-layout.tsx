import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Group } from '@mantine/core';
import { IconBell, IconCar, IconHome, IconLayoutDashboard, IconLogout, IconSearch, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useLogoutMutation } from '@/features/auth/api/auth-api';
import { useGetEnterprisesQuery } from '@/features/enterprise/api/enterprise-api';
import { useUnreadNotificationsCount } from '@/features/notifications/api/notifications-api';
import { useGetUserConfigQuery } from '@/features/user-config/api/user-config-api';
import { loggedOut } from '@/lib/api/session-slice';
import { Link, navigate, NavLink } from '@/lib/navigation/navigation';
import { usePainted } from '@/lib/use-painted';
import { AppLanguagePicker } from '../app-language-picker';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useInstallableApp } from './install-app';
import classes from './riders-layout.module.css';

/** The sections built so far; the others join the bar as they are made (no tab leads nowhere). */
const tabs = [
  { key: 'home', to: paths.riders, icon: IconHome, end: true },
  { key: 'search', to: paths.rideSearch, icon: IconSearch, end: false },
  { key: 'rides', to: paths.myRides, icon: IconCar, end: false },
  { key: 'notices', to: paths.riderNotices, icon: IconBell, end: false },
  { key: 'profile', to: paths.riderProfile, icon: IconUserCircle, end: false },
] as const;

function Tabs({ className, unread }: { className?: string; unread: number }) {
  const { t } = useTranslation('riders');
  return (
    <nav aria-label={t('riders.tabs.label')} className={className}>
      {tabs.map((tab) => (
        <NavLink key={tab.key} to={tab.to} end={tab.end} className={classes.tab}>
          <span className={classes.tabIcon}>
            <tab.icon size={22} stroke={1.7} aria-hidden />
            {tab.key === 'notices' && unread > 0 && (
              <span className={classes.unread} aria-hidden>
                {unread > 9 ? '9+' : unread}
              </span>
            )}
          </span>
          {t(`riders.tabs.${tab.key}`)}
          {tab.key === 'notices' && unread > 0 && <span className={classes.visuallyHidden}>{` (${t('riders.tabs.unread', { count: unread })})`}</span>}
        </NavLink>
      ))}
    </nav>
  );
}

/** The riders' app's own light layout: phone first, a bottom tab bar, the header's language and logout. */
export function RidersLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('riders');
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector((state) => state.session.user?.isAdmin ?? false);
  const [logout] = useLogoutMutation();
  // Nothing below is on the first frame: asked for once it is painted.
  const painted = usePainted();
  // Asked for here, read through the store: the layout is not drawn again as their answers come.
  // The company's appearance (light or dark) is the riders' too.
  useGetEnterprisesQuery(undefined, { skip: !painted, selectFromResult: () => ({}) });
  // The person's settings as the server keeps them (language, ride mails): a new phone shows theirs, not the login page's.
  useGetUserConfigQuery(undefined, { skip: !painted, selectFromResult: () => ({}) });
  useInstallableApp(painted);
  // The notices' count: read again each minute while the app is in front, and when it comes back to it.
  const unread = useUnreadNotificationsCount({ refetchOnFocus: true, skip: !painted });

  const handleLogout = async () => {
    await logout().catch(() => undefined);
    dispatch(loggedOut());
    navigate(paths.login, { replace: true });
  };

  return (
    // Mantine's AppShell laid out as it did, in the module's own rules: its code (its navbar, aside and
    // resizing among it, 7 KiB gzipped) was in the first load for a header, a footer and a padding.
    <div className={classes.shell}>
      <header className={classes.header}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="lg" wrap="nowrap" h="100%">
            <Anchor component={Link} to={paths.riders} aria-label={t('riders.tabs.home')} underline="never">
              <Logo size={28} />
            </Anchor>
            <Tabs className={classes.headerTabs} unread={unread} />
          </Group>
          <Group gap={4} wrap="nowrap">
            <AppLanguagePicker />
            {/* Named for screen readers and, on hover, by the browser's own title (a tooltip would add its positioning library to the first load). */}
            {isAdmin && (
              <ActionIcon component={Link} to={paths.home} variant="subtle" size="lg" aria-label={t('riders.adminPortal')} title={t('riders.adminPortal')}>
                <IconLayoutDashboard size={20} aria-hidden />
              </ActionIcon>
            )}
            <ActionIcon variant="subtle" size="lg" aria-label={t('riders.logout')} title={t('riders.logout')} onClick={() => void handleLogout()}>
              <IconLogout size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </header>
      <main className={classes.main}>
        <div className={classes.content}>
          {children}
        </div>
      </main>
      <footer className={classes.footer}>
        <Tabs className={classes.tabBar} unread={unread} />
      </footer>
    </div>
  );
}
