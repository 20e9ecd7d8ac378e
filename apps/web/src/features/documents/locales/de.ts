import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the documents feature (the `documents` namespace) in German, translated by meaning from es.ts. */
export const de: Translation<typeof es> = {
  documents: {
    taxDocument: 'Steuerdokument',
    noTaxDocument: 'Kein Dokument',
    download: '{{name}} herunterladen',
    upload: 'Dokument hochladen',
    uploading: 'Wird hochgeladen…',
    logo: 'Firmenlogo',
    changePhoto: 'Foto ändern',
    removePhoto: 'Foto entfernen',
  },
};
