import type { MessageTexts } from '@rumbo/contract';
import type { es as accountDeletion } from '@/features/account-deletion/locales/es';
import type { es as accountSecurity } from '@/features/account-security/locales/es';
import type { es as auth } from '@/features/auth/locales/es';
import type { es as billing } from '@/features/billing/locales/es';
import type { es as companyLocation } from '@/features/company-location/locales/es';
import type { es as documents } from '@/features/documents/locales/es';
import type { es as employees } from '@/features/employees/locales/es';
import type { es as home } from '@/features/home/locales/es';
import type { es as legal } from '@/features/legal/locales/es';
import type { es as notifications } from '@/features/notifications/locales/es';
import type { es as reports } from '@/features/reports/locales/es';
import type { es as riders } from '@/features/riders/locales/es';
import type { es as tripRules } from '@/features/trip-rules/locales/es';
import type { es as trips } from '@/features/trips/locales/es';
import type { es as profile } from '@/features/profile/locales/es';
import type { es as tutorial } from '@/features/tutorial/locales/es';
import type { es as common } from '@/lib/i18n/locales/es';

/**
 * The namespaces of the web's texts, each typed by its Spanish reference: `common` (lib/i18n/locales,
 * shared by the app shell, lib and components/ui), `messages` (the contract's API and validation
 * messages) and one per feature that has texts (features/<feature>/locales).
 */
export type Resources = {
  common: typeof common;
  messages: MessageTexts;
  accountDeletion: typeof accountDeletion;
  accountSecurity: typeof accountSecurity;
  auth: typeof auth;
  billing: typeof billing;
  companyLocation: typeof companyLocation;
  documents: typeof documents;
  employees: typeof employees;
  home: typeof home;
  legal: typeof legal;
  notifications: typeof notifications;
  reports: typeof reports;
  riders: typeof riders;
  tripRules: typeof tripRules;
  trips: typeof trips;
  profile: typeof profile;
  tutorial: typeof tutorial;
};

export type Namespace = keyof Resources;

// Typed keys: t('nope'), or a key of a namespace the component did not ask for, fails the typecheck.
declare module '@/lib/i18n/keys' {
  interface TextResources {
    resources: Resources;
  }
}
