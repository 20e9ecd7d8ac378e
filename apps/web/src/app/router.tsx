import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { AppLanguagePicker } from './app-language-picker';
import { DocumentTitle, type RouteHandle, type TitleKey } from './document-title';
import { PageShown } from './layout/page-shown';
import { useAppSelector } from './hooks';
import type { Namespace } from './i18n/resources';
import { onlyTextsFor, textsFor } from './i18n/texts';
import { RouteErrorPage } from './pages/route-error-page';
import { RequireAuth } from './require-auth';
import { store } from './store';

// The private area loads on demand, so the public pages stay light. Its most visited pages are
// fetched by their routes' loaders (below), the others when they first render.
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
const BillingInformationRoute = lazy(() =>
  import('./pages/billing-routes').then((module) => ({ default: module.BillingInformationRoute })),
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
const NotFoundPage = lazy(() => import('./pages/not-found-page').then((module) => ({ default: module.NotFoundPage })));

/** A route's element in its own loading place; a private page tells its layout when it is shown. */
function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoader />}>
      {children}
      <PageShown />
    </Suspense>
  );
}

/** A route's handle: the name the document's title gives its page (DocumentTitle). */
const titled = (title: TitleKey): { handle: RouteHandle } => ({ handle: { title } });

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
  const withCode = (loadTexts: () => Promise<null>) => async () => {
    const [, texts] = await Promise.all([fetchCode(), loadTexts()]);
    return texts;
  };
  const withTexts = (...routeNamespaces: Namespace[]) => withCode(textsFor(...routeNamespaces));
  // A private page's code and the texts it names (the contract's messages only if it names them),
  // fetched for a person logged in only: anyone else is sent to /login.
  const privateWithTexts = (...routeNamespaces: Namespace[]) => {
    const load = withCode(onlyTextsFor(...routeNamespaces));
    return async () => (store.getState().session.accessToken ? load() : null);
  };
  return { Page, loader: withTexts, privateLoader: privateWithTexts };
}

// The shell and the pages a login most often opens: their routes' loaders run side by side, so the
// layout's code, the page's and their texts are fetched at once, not one after the other.
const privateLayout = lazyPage(() => import('./layout/private-layout').then((module) => module.PrivateLayout));
const homePage = lazyPage(() => import('./pages/home-route').then((module) => module.HomeRoute));
const employeeListPage = lazyPage(() => import('@/features/employees/components/employee-list-page').then((module) => module.EmployeeListPage));
const reportsPage = lazyPage(() => import('./pages/reports-route').then((module) => module.ReportsRoute));

const loginPage = lazyPage(() => import('@/features/auth/components/login-page').then((module) => module.LoginPage));
const signUpPage = lazyPage(() => import('@/features/auth/components/sign-up-page').then((module) => module.SignUpPage));
const forgotPasswordPage = lazyPage(() => import('@/features/auth/components/forgot-password-page').then((module) => module.ForgotPasswordPage));
const resetPasswordPage = lazyPage(() => import('@/features/auth/components/reset-password-page').then((module) => module.ResetPasswordPage));
const verifyEmailPage = lazyPage(() => import('@/features/auth/components/verify-email-page').then((module) => module.VerifyEmailPage));

function VerifyEmailRoute() {
  const loggedIn = useAppSelector((state) => Boolean(state.session.accessToken));
  return <verifyEmailPage.Page languageControl={<AppLanguagePicker />} continueTo={loggedIn ? paths.home : paths.login} />;
}

/** A link or redirect to /app inside this app: the page is loaded whole, and the server sends the riders' entry. */
function RidersAppDoor() {
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return null;
}

/**
 * Every route names the text namespaces it shows (`loader: textsFor(...)`): it renders once they are
 * loaded in the current language, so a page never shows a key, and fetches no other feature's texts.
 * Created while the shared texts load (main.tsx, in a task of its own after the store's): its first
 * loaders start at once, and wait for the texts to start.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      hydrateFallbackElement: <PageLoader />,
      errorElement: <RouteErrorPage />,
      element: (
        <Lazy>
          <DocumentTitle />
          <Outlet />
        </Lazy>
      ),
      children: [
        { path: paths.login, ...titled('titles.login'), loader: loginPage.loader('auth'), element: <Lazy><loginPage.Page languageControl={<AppLanguagePicker />} /></Lazy> },
        { path: paths.signUp, ...titled('titles.signUp'), loader: signUpPage.loader('auth'), element: <Lazy><signUpPage.Page languageControl={<AppLanguagePicker />} /></Lazy> },
        {
          path: paths.forgotPassword,
          ...titled('titles.forgotPassword'),
          loader: forgotPasswordPage.loader('auth'),
          element: <Lazy><forgotPasswordPage.Page languageControl={<AppLanguagePicker />} /></Lazy>,
        },
        {
          path: paths.resetPassword,
          ...titled('titles.resetPassword'),
          loader: resetPasswordPage.loader('auth'),
          element: <Lazy><resetPasswordPage.Page languageControl={<AppLanguagePicker />} /></Lazy>,
        },
        { path: paths.verifyEmail, ...titled('titles.verifyEmail'), loader: verifyEmailPage.loader('auth'), element: <Lazy><VerifyEmailRoute /></Lazy> },
        {
          path: paths.acceptInvitation,
          ...titled('titles.acceptInvitation'),
          loader: resetPasswordPage.loader('auth'),
          element: <Lazy><resetPasswordPage.Page languageControl={<AppLanguagePicker />} purpose="invitation" /></Lazy>,
        },
        { path: paths.terms, ...titled('titles.terms'), loader: textsFor('legal'), element: <Lazy><TermsPage languageControl={<AppLanguagePicker />} /></Lazy> },
        { path: paths.privacy, ...titled('titles.privacy'), loader: textsFor('legal'), element: <Lazy><PrivacyPage languageControl={<AppLanguagePicker />} /></Lazy> },
        { path: `${paths.join}/:code`, ...titled('titles.join'), loader: textsFor('employees'), element: <Lazy><JoinPage languageControl={<AppLanguagePicker />} /></Lazy> },
        {
          // The layout shows the guided tour (tutorial); its verification banner reads the shared
          // texts. A non-administrator's contact page asks for its texts (employees) itself, in its
          // own loading place: an administrator's first page does not fetch them for it.
          loader: privateLayout.privateLoader('tutorial'),
          element: (
            <RequireAuth>
              <Lazy>
                <privateLayout.Page />
              </Lazy>
            </RequireAuth>
          ),
          children: [
            { path: paths.home, ...titled('breadcrumbs.home'), loader: homePage.privateLoader('home'), element: <Lazy><homePage.Page /></Lazy> },
            { path: paths.employees, ...titled('breadcrumbs.employees'), loader: employeeListPage.privateLoader('employees'), element: <Lazy><employeeListPage.Page /></Lazy> },
            { path: paths.registerEmployee, ...titled('breadcrumbs.register-employee'), loader: textsFor('employees'), element: <Lazy><RegisterEmployeePage /></Lazy> },
            { path: paths.importEmployees, ...titled('breadcrumbs.import'), loader: textsFor('employees'), element: <Lazy><ImportEmployeesPage /></Lazy> },
            { path: paths.editEmployee, ...titled('breadcrumbs.edition-employee'), loader: textsFor('employees'), element: <Lazy><EditEmployeePage /></Lazy> },
            { path: paths.employeeDetail, ...titled('breadcrumbs.manager-employee'), loader: textsFor('employees'), element: <Lazy><EmployeeDetailPage /></Lazy> },
            { path: paths.trips, ...titled('breadcrumbs.trips'), loader: textsFor('trips'), element: <Lazy><TripsRoute /></Lazy> },
            { path: paths.paperBin, ...titled('breadcrumbs.paper-bin'), loader: textsFor('employees'), element: <Lazy><PaperBinRoute /></Lazy> },
            { path: paths.profile, ...titled('breadcrumbs.profile'), loader: textsFor('profile', 'documents'), element: <Lazy><ProfileRoute /></Lazy> },
            { path: paths.inbox, ...titled('breadcrumbs.inbox'), loader: textsFor('notifications', 'employees'), element: <Lazy><InboxRoute /></Lazy> },
            { path: paths.reports, ...titled('breadcrumbs.reports'), loader: reportsPage.privateLoader('reports'), element: <Lazy><reportsPage.Page /></Lazy> },
            { path: paths.plans, ...titled('breadcrumbs.plans'), loader: textsFor('billing'), element: <Lazy><PlansRoute /></Lazy> },
            { path: paths.subscriptions, ...titled('breadcrumbs.subscriptions'), loader: textsFor('billing'), element: <Lazy><SubscriptionsRoute /></Lazy> },
            { path: paths.purchaseDetail, ...titled('breadcrumbs.purchase-detail'), loader: textsFor('billing'), element: <Lazy><PurchaseDetailRoute /></Lazy> },
            { path: paths.paymentMethod, ...titled('breadcrumbs.payment-method'), loader: textsFor('billing'), element: <Lazy><PaymentMethodPage /></Lazy> },
            { path: paths.newPaymentMethod, ...titled('breadcrumbs.new-payment-method'), loader: textsFor('billing'), element: <Lazy><NewPaymentMethodPage /></Lazy> },
            { path: paths.subscriptionPaymentHistory, ...titled('breadcrumbs.subscription-payment-history'), loader: textsFor('billing'), element: <Lazy><PaymentHistoryRoute /></Lazy> },
            { path: paths.profilePaymentHistory, ...titled('breadcrumbs.payment-history'), loader: textsFor('billing'), element: <Lazy><PaymentHistoryRoute /></Lazy> },
            { path: paths.myPayments, ...titled('breadcrumbs.my-payments'), loader: textsFor('billing'), element: <Lazy><MyPaymentsRoute /></Lazy> },
            { path: paths.billingInformation, ...titled('breadcrumbs.billing-information'), loader: textsFor('billing'), element: <Lazy><BillingInformationRoute /></Lazy> },
            { path: paths.payments, ...titled('breadcrumbs.payments'), loader: textsFor('billing'), element: <Lazy><PaymentsRoute /></Lazy> },
            {
              path: paths.advancedConfiguration,
              ...titled('breadcrumbs.advanced-configuration'),
              loader: textsFor('tripRules', 'accountDeletion'),
              element: <Lazy><AdvancedConfigurationRoute /></Lazy>,
            },
            { path: paths.advancedConfigurationRules, ...titled('breadcrumbs.rules'), loader: textsFor('tripRules'), element: <Lazy><TripRulesPage /></Lazy> },
            { path: paths.tripRules, ...titled('breadcrumbs.trip-rules'), loader: textsFor('tripRules'), element: <Lazy><TripRulesPage /></Lazy> },
            { path: paths.companyLocation, ...titled('breadcrumbs.company-location'), loader: textsFor('companyLocation'), element: <Lazy><CompanyLocationRoute /></Lazy> },
            { path: paths.loginAndSecurity, ...titled('breadcrumbs.login-and-security'), loader: textsFor('accountSecurity'), element: <Lazy><AccountSecurityRoute /></Lazy> },
            // An address the app does not know: inside the shell, with the way home. Logged out,
            // RequireAuth leads to /login first, as for any private page.
            { path: '*', ...titled('notFound.title'), element: <Lazy><NotFoundPage /></Lazy> },
          ],
        },
        // The riders' app is an entry of its own (app.html): the server sends it for /app and below.
        { path: `${paths.riders}/*`, ...titled('titles.myRides'), element: <RidersAppDoor /> },
      ],
    },
  ]);
}
