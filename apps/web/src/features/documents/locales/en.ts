import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the documents feature (the `documents` namespace) in English, translated by meaning from es.ts. */
export const en: Translation<typeof es> = {
  documents: {
    taxDocument: 'Tax document',
    noTaxDocument: 'No document',
    download: 'Download {{name}}',
    upload: 'Upload document',
    uploading: 'Uploading…',
    logo: 'Company logo',
    changePhoto: 'Change photo',
    removePhoto: 'Remove photo',
  },
};
