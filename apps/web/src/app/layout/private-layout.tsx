import { lazy, memo, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { Anchor, AppShell, Burger, Group, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useGetMeQuery, useLogoutMutation } from '@/features/auth/api/auth-api';
import { EmailVerificationBanner } from '@/features/auth/components/email-verification-banner';
import { useGetEmployeeRoleQuery } from '@/features/employees/api/employees-api';
// The hook alone: the feature's index also holds the profile's tax document row, with its schemas.
import { useCompanyLogoSource } from '@/features/documents/components/use-company-logo';
import { useGetEnterprisesQuery } from '@/features/enterprise/api/enterprise-api';
import { useGetUserConfigQuery } from '@/features/user-config/api/user-config-api';
import { loggedOut, userLoaded } from '@/lib/api/session-slice';
import { useRenderedAhead } from '@/lib/rendered-ahead';
import { AppLanguagePicker } from '../app-language-picker';
import { useAppDispatch, useAppSelector } from '../hooks';
import { TutorialRunner, useTutorialLoaded } from '../tutorial-runner';
import { AppBreadcrumbs } from './app-breadcrumbs';
import { PageShown, PageShownContext } from './page-shown';
import { ProfileMenu } from './profile-menu';
import classes from './private-layout.module.css';

// Only people who are not administrators see it: its form library stays out of the administrators' first load.
const MyContactPage = lazy(() => import('@/features/employees/components/my-contact-page').then((module) => ({ default: module.MyContactPage })));
/**
 * The pages a member opens through their own route; /home shows their contact data, any other address
 * leads to the riders' app. Kept here, not beside the menu's entries: their icons load with the menu.
 */
const memberRoutes: readonly string[] = [paths.loginAndSecurity];

// The menu's entries (their icons, links and the inbox's count) come a moment after the page they
// surround: the page's heading does not wait for them.
const ShellMenu = lazy(() => import('./shell-menu').then((module) => ({ default: module.ShellMenu })));

/**
 * The session's reads the shell keeps in the store (the company, the person's role, the person), apart
 * from the shell: their loading states re-render nothing, and the shell only what the store changes.
 */
function SessionReads() {
  const dispatch = useAppDispatch();
  useGetEnterprisesQuery(undefined, { selectFromResult: () => ({}) });
  useGetEmployeeRoleQuery(undefined, { selectFromResult: () => ({}) });
  const me = useGetMeQuery(undefined, { selectFromResult: ({ data }) => ({ data }) });
  useEffect(() => {
    if (me.data) dispatch(userLoaded(me.data.user));
  }, [dispatch, me.data]);
  return null;
}

type ShellHeaderProps = {
  navbarOpened: boolean;
  onToggleNavbar: () => void;
  role: 'admin' | 'employee' | null;
  userName: string;
  companyName: string;
  logoSource: string | undefined;
  onLogout: () => void;
};

/** The header: the burger (small screens), the logo, "Mis viajes" for an administrator, the language and the profile menu. */
const ShellHeader = memo(function ShellHeader({ navbarOpened, onToggleNavbar, role, userName, companyName, logoSource, onLogout }: ShellHeaderProps) {
  const { t } = useTranslation();
  return (
    <AppShell.Header px={{ base: 'sm', sm: 'md' }}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Burger opened={navbarOpened} onClick={onToggleNavbar} hiddenFrom="md" size="sm" aria-label={navbarOpened ? t('nav.closeMenu') : t('nav.openMenu')} />
          <Anchor component={Link} to={paths.home} aria-label={t('brand.logoAlt')} underline="never" data-tour="logo">
            <Logo size={30} />
          </Anchor>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {role === 'admin' && (
            // An administrator rides too: the riders' app, in the header so the menu keeps one entry per
            // administration page ("Viajes" is the company's trips, this the administrator's own).
            <Anchor component={Link} to={paths.riders} aria-label={t('nav.myRides')} underline="hover" fw={500} size="sm">
              <Group gap={6} wrap="nowrap">
                <IconCar size={20} stroke={1.75} aria-hidden />
                <Text span inherit visibleFrom="sm">
                  {t('nav.myRides')}
                </Text>
              </Group>
            </Anchor>
          )}
          <AppLanguagePicker />
          <ProfileMenu name={userName} companyName={companyName} logoSource={logoSource} showCompanyEntries={role === 'admin'} onLogout={onLogout} />
        </Group>
      </Group>
    </AppShell.Header>
  );
});

/** The footer: rights, the legal pages and the version. */
const ShellFooter = memo(function ShellFooter() {
  const { t } = useTranslation();
  const renderedAhead = useRenderedAhead();
  return (
    <AppShell.Footer className={classes.footer} px="md">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {/* Rendered ahead at build time, the year is the app's to write. */}
          {renderedAhead ? '\u00a0' : t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
        <Group gap="md" wrap="nowrap">
          <Anchor component={Link} to={paths.terms} size="xs" c="dimmed">
            {t('footer.terms')}
          </Anchor>
          <Anchor component={Link} to={paths.privacy} size="xs" c="dimmed">
            {t('footer.privacy')}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('brand.version')}
          </Text>
        </Group>
      </Group>
    </AppShell.Footer>
  );
});

/** Header, sidebar, breadcrumbs and footer around every private page. */
export function PrivateLayout() {
  const { t } = useTranslation();
  const renderedAhead = useRenderedAhead();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [navbarOpened, navbar] = useDisclosure(false);
  const user = useAppSelector((state) => state.session.user);
  const enterprise = useAppSelector((state) => state.enterprise.current);
  const role = useAppSelector((state) => state.employee.employeeRole);
  // Until the role is known (it is kept across reloads, so rarely), the page is the administrators'.
  const isAdmin = role !== 'employee';
  const showTutorial = useAppSelector((state) => state.userConfig.preferences.showTutorial);
  // Only whether the settings are in: the layout does not re-render for the request's other states.
  const userConfig = useGetUserConfigQuery(undefined, { selectFromResult: ({ isSuccess, isError }) => ({ isSuccess, isError }) });
  // Kept across reloads: a company stored before logos existed has no logoUrl at all.
  const logoSource = useCompanyLogoSource(enterprise?.logoUrl ?? null);
  // The menu's code is asked for once the page inside has been committed (PageShown), so its chunk
  // never shares the network or the main thread with what the page's heading waits for.
  // Both are told from effects, whose updates React renders at once and whole (the layout with its
  // page, one long task): as transitions they are rendered in slices.
  const [menuWanted, setMenuWanted] = useState(false);
  const pageShown = useCallback(() => startTransition(() => setMenuWanted(true)), []);
  const [menuShown, setMenuShown] = useState(false);
  const showMenu = useCallback(() => startTransition(() => setMenuShown(true)), []);
  const [logout] = useLogoutMutation();

  // Closed already, nothing is set: an effect's update is rendered at once, the whole layout with it.
  useEffect(() => {
    if (navbarOpened) navbar.close();
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  // The tour points at sidebar entries: the collapsed menu of small screens is open while it runs.
  // The tour presents the administrators' portal: no one else takes it.
  const tourReady = userConfig.isSuccess && role === 'admin';
  const tourRunning = showTutorial && tourReady;
  const tourLoaded = useTutorialLoaded(tourRunning);
  // Until the user's preferences are in, the page may still change: its language, the tour (and
  // until the tour's code and the menu's entries it points at are here, when it runs).
  const preferencesPending = (!userConfig.isSuccess && !userConfig.isError) || (tourRunning && !(tourLoaded && menuShown));
  useEffect(() => {
    if (tourRunning) startTransition(navbar.open);
    else if (navbarOpened) navbar.close();
  }, [tourRunning]); // eslint-disable-line react-hooks/exhaustive-deps

  const handleLogout = useCallback(async () => {
    await logout().catch(() => undefined);
    dispatch(loggedOut());
    void navigate(paths.login, { replace: true });
  }, [dispatch, logout, navigate]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: 'md', collapsed: { mobile: !navbarOpened } }}
      footer={{ height: 44, collapsed: false }}
      padding={{ base: 'sm', sm: 'lg' }}
      className={classes.shell}
    >
      <SessionReads />
      <ShellHeader
        navbarOpened={navbarOpened}
        onToggleNavbar={navbar.toggle}
        role={role}
        userName={user?.fullName ?? ''}
        companyName={enterprise?.name ?? ''}
        logoSource={logoSource}
        onLogout={handleLogout}
      />

      <AppShell.Navbar p="sm" aria-label={t('nav.mainMenu')} component="nav">
        {/* Scrolled by the browser: Mantine's ScrollArea brings the menus' positioning library into every first load. */}
        <AppShell.Section grow className={classes.navEntries}>
          {(menuWanted || renderedAhead) && (
            <Suspense fallback={null}>
              <ShellMenu role={role} pathname={pathname} onShown={showMenu} />
            </Suspense>
          )}
        </AppShell.Section>
        {/* The footer shows the version where there is room for it. */}
        <Text size="xs" c="dimmed" px="sm" pt="sm" className={classes.navVersion}>
          {t('brand.version')}
        </Text>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main} aria-busy={preferencesPending}>
        <div className={classes.content}>
          <AppBreadcrumbs />
          <div className={classes.page}>
            {user && !user.emailVerified && <EmailVerificationBanner email={user.email} administrator={isAdmin} />}
            <PageShownContext.Provider value={pageShown}>
              {isAdmin || memberRoutes.includes(pathname) ? (
                <Outlet />
              ) : pathname === paths.home ? (
                <Suspense fallback={<Skeleton height={320} radius="md" />}>
                  <MyContactPage />
                  <PageShown />
                </Suspense>
              ) : (
                // The administrators' pages are not theirs: their rides are.
                <Navigate to={paths.riders} replace />
              )}
            </PageShownContext.Provider>
          </div>
        </div>
      </AppShell.Main>

      <ShellFooter />
      <TutorialRunner ready={tourReady && menuShown} />
    </AppShell>
  );
}
