import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import {
  IconListDetails,
  IconSettings,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { AppLanguagePicker } from './app-language-picker';
import { useAppSelector } from './hooks';
import type { Namespace } from './i18n/resources';
import { textsFor } from './i18n/texts';
import { RequireAuth } from './require-auth';

// The private area loads on demand, so the public pages stay light.
const PrivateLayout = lazy(() => import('./layout/private-layout').then((module) => ({ default: module.PrivateLayout })));
const HomeRoute = lazy(() => import('./pages/home-route').then((module) => ({ default: module.HomeRoute })));
const EmployeeListPage = lazy(() =>
  import('@/features/employees/components/employee-list-page').then((module) => ({ default: module.EmployeeListPage })),
);
const RegisterEmployeePage = lazy(() =>
  import('@/features/employees/components/register-employee-page').then((module) => ({ default: module.RegisterEmployeePage })),
);
const ImportEmployeesPage = lazy(() =>
  import('@/features/employees/components/import-employees-page').then((module) => ({ default: module.ImportEmployeesPage })),
);
const EditEmployeePage = lazy(() =>
  import('@/features/employees/components/edit-employee-page').then((module) => ({ default: module.EditEmployeePage })),
);
const EmployeeDetailPage = lazy(() =>
  import('@/features/employees/components/employee-detail-page').then((module) => ({ default: module.EmployeeDetailPage })),
);
// The reports page carries the charts library: a chunk of its own, fetched only when it is opened.
const ReportsRoute = lazy(() => import('./pages/reports-route').then((module) => ({ default: module.ReportsRoute })));
const TripsRoute = lazy(() => import('./pages/trips-route').then((module) => ({ default: module.TripsRoute })));
const PlansRoute = lazy(() => import('./pages/plans-route').then((module) => ({ default: module.PlansRoute })));
const billingRoute = <K extends 'SubscriptionsRoute' | 'PurchaseDetailRoute' | 'PaymentHistoryRoute' | 'MyPaymentsRoute' | 'PaymentsRoute'>(name: K) =>
  lazy(() => import('./pages/billing-routes').then((module) => ({ default: module[name] })));
const SubscriptionsRoute = billingRoute('SubscriptionsRoute');
const PurchaseDetailRoute = billingRoute('PurchaseDetailRoute');
const PaymentHistoryRoute = billingRoute('PaymentHistoryRoute');
const MyPaymentsRoute = billingRoute('MyPaymentsRoute');
const PaymentsRoute = billingRoute('PaymentsRoute');
const PaymentMethodPage = lazy(() =>
  import('@/features/billing/components/payment-method-page').then((module) => ({ default: module.PaymentMethodPage })),
);
const NewPaymentMethodPage = lazy(() =>
  import('@/features/billing/components/new-payment-method-page').then((module) => ({ default: module.NewPaymentMethodPage })),
);
const BillingInformationPage = lazy(() =>
  import('@/features/billing/components/billing-information-page').then((module) => ({ default: module.BillingInformationPage })),
);
const ProfileRoute = lazy(() => import('./pages/profile-route').then((module) => ({ default: module.ProfileRoute })));
const InboxRoute = lazy(() => import('./pages/inbox-route').then((module) => ({ default: module.InboxRoute })));
const PaperBinRoute = lazy(() => import('./pages/paper-bin-route').then((module) => ({ default: module.PaperBinRoute })));
const JoinPage = lazy(() => import('@/features/employees/components/join-page').then((module) => ({ default: module.JoinPage })));
const TermsPage = lazy(() => import('@/features/legal/components/terms-page').then((module) => ({ default: module.TermsPage })));
const PrivacyPage = lazy(() => import('@/features/legal/components/privacy-page').then((module) => ({ default: module.PrivacyPage })));
const CompanyLocationRoute = lazy(() => import('./pages/company-location-route').then((module) => ({ default: module.CompanyLocationRoute })));
const TripRulesPage = lazy(() => import('@/features/trip-rules/components/trip-rules-page').then((module) => ({ default: module.TripRulesPage })));
const AccountSecurityRoute = lazy(() => import('./pages/account-security-route').then((module) => ({ default: module.AccountSecurityRoute })));
const AdvancedConfigurationRoute = lazy(() =>
  import('./pages/advanced-configuration-route').then((module) => ({ default: module.AdvancedConfigurationRoute })),
);
const SectionPlaceholderPage = lazy(() =>
  import('./pages/section-placeholder-page').then((module) => ({ default: module.SectionPlaceholderPage })),
);

function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py={80} role="status" aria-label={t('common.loading')}>
      <Loader />
    </Center>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

type PlaceholderKey = 'settings' | 'generic';
type PlaceholderTitleKey = 'placeholder.soon' | 'nav.settings';

function Placeholder({ section, titleKey, icon }: { section: PlaceholderKey; titleKey: PlaceholderTitleKey; icon: typeof IconListDetails }) {
  const { t } = useTranslation();
  return <SectionPlaceholderPage title={t(titleKey)} text={t(`placeholder.${section}`)} icon={icon} />;
}

/**
 * A page whose code is a chunk of its own. Its route's loader fetches it beside the route's texts, so
 * a first visit fetches both at once, and renders once both are here: /login loads none of sign-up's
 * code, and never shows a loader in place of the page rendered ahead.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const fetchCode = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  // Code already here (the route's loader fetched it) is handed to React at once, through a thenable
  // that settles as it is asked: a promise would settle a moment later, and React would show the
  // loader for that moment, replacing a page rendered ahead (/login) and the field being typed in.
  const Page = lazy(() =>
    loaded
      ? ({ then: (settle: (module: { default: ComponentType<P> }) => void) => settle({ default: loaded! }) } as unknown as Promise<{ default: ComponentType<P> }>)
      : fetchCode().then((component) => ({ default: component })),
  );
  // The route waits for its code beside its texts: a page rendered ahead is replaced once, by itself.
  const withTexts =
    (...routeNamespaces: Namespace[]) =>
    async () => {
      const [, texts] = await Promise.all([fetchCode(), textsFor(...routeNamespaces)()]);
      return texts;
    };
  return { Page, loader: withTexts };
}

const loginPage = lazyPage(() => import('@/features/auth/components/login-page').then((module) => module.LoginPage));
const signUpPage = lazyPage(() => import('@/features/auth/components/sign-up-page').then((module) => module.SignUpPage));
const forgotPasswordPage = lazyPage(() => import('@/features/auth/components/forgot-password-page').then((module) => module.ForgotPasswordPage));
const resetPasswordPage = lazyPage(() => import('@/features/auth/components/reset-password-page').then((module) => module.ResetPasswordPage));
const verifyEmailPage = lazyPage(() => import('@/features/auth/components/verify-email-page').then((module) => module.VerifyEmailPage));

function VerifyEmailRoute() {
  const loggedIn = useAppSelector((state) => Boolean(state.session.accessToken));
  return <verifyEmailPage.Page languageControl={<AppLanguagePicker />} continueTo={loggedIn ? paths.home : paths.login} />;
}

const placeholderRoutes: { path: string; section: PlaceholderKey; titleKey: PlaceholderTitleKey; icon: typeof IconListDetails }[] = [
  { path: `${paths.profile}/*`, section: 'settings', titleKey: 'nav.settings', icon: IconSettings },
  { path: '/home/*', section: 'generic', titleKey: 'placeholder.soon', icon: IconListDetails },
];

/**
 * Every route names the text namespaces it shows (`loader: textsFor(...)`): it renders once they are
 * loaded in the current language, so a page never shows a key, and fetches no other feature's texts.
 * Created while the shared texts load (main.tsx): its first loaders start at once, and wait for i18next.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      hydrateFallbackElement: <PageLoader />,
      element: (
        <Lazy>
          <Outlet />
        </Lazy>
      ),
      children: [
        { path: paths.login, loader: loginPage.loader('auth'), element: <Lazy><loginPage.Page languageControl={<AppLanguagePicker />} /></Lazy> },
        { path: paths.signUp, loader: signUpPage.loader('auth'), element: <Lazy><signUpPage.Page languageControl={<AppLanguagePicker />} /></Lazy> },
        {
          path: paths.forgotPassword,
          loader: forgotPasswordPage.loader('auth'),
          element: <Lazy><forgotPasswordPage.Page languageControl={<AppLanguagePicker />} /></Lazy>,
        },
        {
          path: paths.resetPassword,
          loader: resetPasswordPage.loader('auth'),
          element: <Lazy><resetPasswordPage.Page languageControl={<AppLanguagePicker />} /></Lazy>,
        },
        { path: paths.verifyEmail, loader: verifyEmailPage.loader('auth'), element: <Lazy><VerifyEmailRoute /></Lazy> },
        {
          path: paths.acceptInvitation,
          loader: resetPasswordPage.loader('auth'),
          element: <Lazy><resetPasswordPage.Page languageControl={<AppLanguagePicker />} purpose="invitation" /></Lazy>,
        },
        { path: paths.terms, loader: textsFor('legal'), element: <Lazy><TermsPage languageControl={<AppLanguagePicker />} /></Lazy> },
        { path: paths.privacy, loader: textsFor('legal'), element: <Lazy><PrivacyPage languageControl={<AppLanguagePicker />} /></Lazy> },
        { path: `${paths.join}/:code`, loader: textsFor('employees'), element: <Lazy><JoinPage languageControl={<AppLanguagePicker />} /></Lazy> },
        {
          // The layout shows the verification banner (auth), a non-administrator's contact page
          // (employees) and the guided tour (tutorial).
          loader: textsFor('auth', 'employees', 'tutorial'),
          element: (
            <RequireAuth>
              <Lazy>
                <PrivateLayout />
              </Lazy>
            </RequireAuth>
          ),
          children: [
            { path: paths.home, loader: textsFor('home'), element: <Lazy><HomeRoute /></Lazy> },
            { path: paths.employees, element: <Lazy><EmployeeListPage /></Lazy> },
            { path: paths.registerEmployee, element: <Lazy><RegisterEmployeePage /></Lazy> },
            { path: paths.importEmployees, element: <Lazy><ImportEmployeesPage /></Lazy> },
            { path: paths.editEmployee, element: <Lazy><EditEmployeePage /></Lazy> },
            { path: paths.employeeDetail, element: <Lazy><EmployeeDetailPage /></Lazy> },
            { path: paths.trips, loader: textsFor('trips'), element: <Lazy><TripsRoute /></Lazy> },
            { path: paths.paperBin, element: <Lazy><PaperBinRoute /></Lazy> },
            { path: paths.profile, loader: textsFor('profile', 'documents'), element: <Lazy><ProfileRoute /></Lazy> },
            { path: paths.inbox, loader: textsFor('notifications'), element: <Lazy><InboxRoute /></Lazy> },
            { path: paths.reports, loader: textsFor('reports'), element: <Lazy><ReportsRoute /></Lazy> },
            { path: paths.plans, loader: textsFor('billing'), element: <Lazy><PlansRoute /></Lazy> },
            { path: paths.subscriptions, loader: textsFor('billing'), element: <Lazy><SubscriptionsRoute /></Lazy> },
            { path: paths.purchaseDetail, loader: textsFor('billing'), element: <Lazy><PurchaseDetailRoute /></Lazy> },
            { path: paths.paymentMethod, loader: textsFor('billing'), element: <Lazy><PaymentMethodPage /></Lazy> },
            { path: paths.newPaymentMethod, loader: textsFor('billing'), element: <Lazy><NewPaymentMethodPage /></Lazy> },
            { path: paths.subscriptionPaymentHistory, loader: textsFor('billing'), element: <Lazy><PaymentHistoryRoute /></Lazy> },
            { path: paths.profilePaymentHistory, loader: textsFor('billing'), element: <Lazy><PaymentHistoryRoute /></Lazy> },
            { path: paths.myPayments, loader: textsFor('billing'), element: <Lazy><MyPaymentsRoute /></Lazy> },
            { path: paths.billingInformation, loader: textsFor('billing'), element: <Lazy><BillingInformationPage /></Lazy> },
            { path: paths.payments, loader: textsFor('billing'), element: <Lazy><PaymentsRoute /></Lazy> },
            {
              path: paths.advancedConfiguration,
              loader: textsFor('tripRules', 'accountDeletion'),
              element: <Lazy><AdvancedConfigurationRoute /></Lazy>,
            },
            { path: paths.advancedConfigurationRules, loader: textsFor('tripRules'), element: <Lazy><TripRulesPage /></Lazy> },
            { path: paths.tripRules, loader: textsFor('tripRules'), element: <Lazy><TripRulesPage /></Lazy> },
            { path: paths.companyLocation, loader: textsFor('companyLocation'), element: <Lazy><CompanyLocationRoute /></Lazy> },
            { path: paths.loginAndSecurity, loader: textsFor('accountSecurity'), element: <Lazy><AccountSecurityRoute /></Lazy> },
            ...placeholderRoutes.map(({ path, ...props }) => ({ path, element: <Lazy><Placeholder {...props} /></Lazy> })),
          ],
        },
        { path: '*', element: <Navigate to={paths.login} replace /> },
      ],
    },
  ]);
}
