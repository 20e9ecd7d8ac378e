import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the company location feature (the `companyLocation` namespace) in English, translated by meaning from es.ts. */
export const en: Translation<typeof es> = {
  companyLocation: {
    title: 'Company location',
    subtitle: 'Your company’s main site, where your employees go to work. Rumbo will use it to measure their trips to work.',
    backToProfile: 'Back to profile',
    loading: 'Loading...',
    loadFailed: 'We could not load the company location.',
    saveFailed: 'We could not save the location.',
    address: 'Address',
    addressHint: 'Street, number, neighborhood, city and state, as you would give it to someone to find you.',
    addressFromProfile: 'Taken from the address in your company profile. Check it and save it.',
    coordinates: 'Coordinates (optional)',
    coordinatesHint: 'They place the site precisely on the map. Enter both, in degrees with a decimal point, or leave both empty; you can copy them from any maps app.',
    latitude: 'Latitude',
    latitudeHint: 'From -90 to 90, for example 19.4326',
    longitude: 'Longitude',
    longitudeHint: 'From -180 to 180, for example -99.1332',
    save: 'Save location',
  },
};
