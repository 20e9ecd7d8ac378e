/** The texts of the documents feature (the `documents` namespace) in Spanish, the reference language: en.ts and de.ts have exactly these keys. */
export const es = {
  documents: {
    taxDocument: 'Documento fiscal',
    noTaxDocument: 'Sin documento',
    download: 'Descargar {{name}}',
    upload: 'Subir documento',
    uploading: 'Subiendo…',
    logo: 'Logo de la empresa',
    changePhoto: 'Cambiar foto',
    removePhoto: 'Quitar foto',
  },
};
