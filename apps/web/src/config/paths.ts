/** Every client route, in one place. */
export const paths = {
  landing: '/',
  login: '/login',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  home: '/home',
  plans: '/home/plans',
  profile: '/home/profile',
  advancedConfiguration: '/home/profile/advanced-configuration',
  employees: '/employees',
  registerEmployee: '/employees/register-employee',
  subscriptions: '/subscriptions',
  payments: '/payments',
  paperBin: '/paper-bin',
  inbox: '/inbox',
} as const;
