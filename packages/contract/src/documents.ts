import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** The largest file a company may upload (the tax document, the logo): 5 MB, that size exactly included. */
export const maxUploadBytes = 5 * 1024 * 1024;
/** The side of the square every logo is stored at. */
export const logoSide = 256;
/** The widest and tallest image taken as a logo, in pixels: a larger one is refused before it is decoded. */
export const maxLogoSourceSide = 6000;

export const enterpriseFileParamsSchema = z.object({ enterpriseId: z.uuid({ error: 'notFound' }) });

/**
 * The document's id as the profile shows it (`billing.taxId`): its last underscore-separated segment
 * is the file's name, which therefore never holds an underscore itself.
 */
export function taxDocumentNameOf(taxId: string): string {
  return taxId.slice(taxId.lastIndexOf('_') + 1);
}

export const taxDocumentSchema = z.object({
  taxId: z.string(),
  name: z.string(),
  size: z.number().int(),
  /** ISO 8601. */
  uploadedAt: z.string(),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;
export const taxDocumentUploadResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: taxDocumentSchema });

/** `logoUrl` is below /api and changes with every new logo (so no cache keeps an old one); null when none. */
export const logoResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: z.object({ logoUrl: z.string().nullable() }) });

export const documentsEndpoints = {
  uploadTaxDocument: defineEndpoint({
    method: 'POST',
    path: '/enterprise/:enterpriseId/cif',
    tag: 'documents',
    summary: 'Uploads the company’s tax document (multipart field `file`: a PDF, checked by content, at most 5 MB); replaces the previous one',
    authenticated: true,
    access: 'admin',
    params: enterpriseFileParamsSchema,
    responses: { 200: taxDocumentUploadResponseSchema },
    errors: [403, 404, 413, 415],
  }),
  downloadTaxDocument: defineEndpoint({
    method: 'GET',
    path: '/enterprise/:enterpriseId/cif',
    tag: 'documents',
    summary: 'The company’s tax document as a PDF attachment (only to its own company’s administrators)',
    authenticated: true,
    access: 'admin',
    params: enterpriseFileParamsSchema,
    responses: {},
    errors: [403, 404],
  }),
  uploadLogo: defineEndpoint({
    method: 'POST',
    path: '/enterprise/:enterpriseId/logo',
    tag: 'documents',
    summary: 'Sets the company’s logo (multipart field `file`: PNG, JPEG or WebP, at most 5 MB and 6000 × 6000 px), fitted whole into a 256×256 square on a transparent background',
    authenticated: true,
    access: 'admin',
    params: enterpriseFileParamsSchema,
    responses: { 200: logoResponseSchema },
    errors: [403, 404, 413, 415],
  }),
  removeLogo: defineEndpoint({
    method: 'DELETE',
    path: '/enterprise/:enterpriseId/logo',
    tag: 'documents',
    summary: 'Removes the company’s logo',
    authenticated: true,
    access: 'admin',
    params: enterpriseFileParamsSchema,
    responses: { 200: logoResponseSchema },
    errors: [403, 404],
  }),
  logo: defineEndpoint({
    method: 'GET',
    path: '/enterprise/:enterpriseId/logo',
    tag: 'documents',
    summary: 'The company’s logo (to its own people; 404 when it has none)',
    authenticated: true,
    access: 'person',
    params: enterpriseFileParamsSchema,
    responses: {},
    errors: [404],
  }),
};
