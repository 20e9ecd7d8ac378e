import { ActionIcon, Anchor, AppShell, Group } from '@mantine/core';
import { IconCar, IconHome, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useLogoutMutation } from '@/features/auth/api/auth-api';
import { useGetEnterprisesQuery } from '@/features/enterprise/api/enterprise-api';
import { loggedOut } from '@/lib/api/session-slice';
import { AppLanguagePicker } from '../app-language-picker';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useInstallableApp } from './install-app';
import classes from './riders-layout.module.css';

/** The sections built so far; the others join the bar as they are made (no tab leads nowhere). */
const tabs = [
  { key: 'home', to: paths.riders, icon: IconHome, end: true },
  { key: 'rides', to: paths.myRides, icon: IconCar, end: false },
] as const;

function Tabs({ className }: { className?: string }) {
  const { t } = useTranslation('riders');
  return (
    <nav aria-label={t('riders.tabs.label')} className={className}>
      {tabs.map((tab) => (
        <NavLink key={tab.key} to={tab.to} end={tab.end} className={classes.tab}>
          <tab.icon size={22} stroke={1.7} aria-hidden />
          {t(`riders.tabs.${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

/** The riders' app's own light layout: phone first, a bottom tab bar, the header's language and logout. */
export function RidersLayout() {
  const { t } = useTranslation('riders');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isAdmin = useAppSelector((state) => state.session.user?.isAdmin ?? false);
  const [logout] = useLogoutMutation();
  // The company's appearance (light or dark) is the riders' too.
  useGetEnterprisesQuery();
  useInstallableApp();

  const handleLogout = async () => {
    await logout().catch(() => undefined);
    dispatch(loggedOut());
    void navigate(paths.login, { replace: true });
  };

  return (
    <AppShell header={{ height: 60 }} footer={{ height: 64, collapsed: false }} padding="md" className={classes.shell}>
      <AppShell.Header px="sm">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="lg" wrap="nowrap" h="100%">
            <Anchor component={Link} to={paths.riders} aria-label={t('riders.tabs.home')} underline="never">
              <Logo size={28} />
            </Anchor>
            <Tabs className={classes.headerTabs} />
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
      </AppShell.Header>
      <AppShell.Main>
        <div className={classes.content}>
          <Outlet />
        </div>
      </AppShell.Main>
      <AppShell.Footer px="xs" className={classes.footer}>
        <Tabs className={classes.tabBar} />
      </AppShell.Footer>
    </AppShell>
  );
}
