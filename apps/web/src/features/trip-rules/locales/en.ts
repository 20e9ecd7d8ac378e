import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the trip rules feature (the `tripRules` namespace) in English, translated by meaning from es.ts. */
export const en: Translation<typeof es> = {
  tripRules: {
    title: 'Trip rules',
    subtitle: 'Decide how your company’s people share rides. Each change is saved right away.',
    linkText: 'Trips with other companies, a driver of the same gender and who may drive.',
    rules: {
      allowInterCompanyTrips: {
        label: 'Trips with other companies',
        description: 'Your employees may share rides with people from other companies on Rumbo.',
      },
      sameGenderOnRequest: {
        label: 'Same-gender driver on request',
        description: 'A passenger may ask to be driven by someone of their own gender.',
      },
      approvedDriversOnly: {
        label: 'Approved drivers only',
        description: 'Only approved, active people of your company may offer rides as drivers.',
      },
    },
    interCompanyLimitTitle: 'Inter-company trips',
    interCompanyLimit: 'Inter-company trips carry at most {{max}} people per vehicle, the driver included.',
    loadError: 'We could not load the trip rules.',
    saveError: 'We could not save the rule; it was left as it was.',
  },
};
