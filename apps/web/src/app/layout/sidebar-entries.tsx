import { IconBuildingSkyscraper, IconCar, IconChartBar, IconCreditCard, IconHome, IconId, IconInbox, IconReceipt, IconRoute, IconSettings, IconShieldLock, IconTrash, IconUsers } from '@tabler/icons-react';
import { paths } from '@/config/paths';

/** The administrators' sidebar, in order; `tour` marks the entries the tutorial points at. */
export const adminSidebarEntries = [
  { key: 'profile', to: paths.profile, icon: IconBuildingSkyscraper, exact: true },
  { key: 'inbox', to: paths.inbox, icon: IconInbox, exact: true },
  { key: 'settings', to: paths.advancedConfiguration, icon: IconSettings, exact: false },
  { key: 'home', to: paths.home, icon: IconHome, exact: true, tour: 'menu-home' },
  { key: 'reports', to: paths.reports, icon: IconChartBar, exact: true },
  { key: 'employees', to: paths.employees, icon: IconUsers, exact: false },
  { key: 'trips', to: paths.trips, icon: IconRoute, exact: false },
  { key: 'subscriptions', to: paths.subscriptions, icon: IconCreditCard, exact: false, tour: 'menu-subscriptions' },
  { key: 'payments', to: paths.payments, icon: IconReceipt, exact: false },
  { key: 'trash', to: paths.paperBin, icon: IconTrash, exact: false },
] as const;

/**
 * Everyone else sees only what they can use here: their rides (the riders' app, where they land),
 * their own contact data (on /home) and their own login and security.
 */
export const memberSidebarEntries = [
  { key: 'myRides', to: paths.riders, icon: IconCar, exact: false },
  { key: 'myData', to: paths.home, icon: IconId, exact: true },
  { key: 'loginAndSecurity', to: paths.loginAndSecurity, icon: IconShieldLock, exact: true },
] as const;
