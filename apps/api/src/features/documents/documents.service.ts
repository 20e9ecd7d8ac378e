import { createHash, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { documentsEndpoints, logoSide, maxLogoSourceSide, pathOf, type TaxDocument } from '@rumbo/contract';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import type { AuthContext } from '../auth/index.js';
import * as repository from './documents.repository.js';
import { safePdfName } from './file-name.js';

export type Upload = { filename: string; bytes: Buffer };
export type Download = { bytes: Buffer; contentType: string; filename: string };

const logoTypes = new Set(['image/png', 'image/jpeg', 'image/webp']);

function logoKeyOf(enterpriseId: string): string {
  return `enterprises/${enterpriseId}/logo`;
}

/**
 * Another company's id answers as if it did not exist. What only administrators see or change (the
 * tax document, as the rest of the company profile) answers 403 to anyone else; the logo, which the
 * header shows every person, anyone of the company may read.
 */
function checkCompany(auth: AuthContext, enterpriseId: string, { adminOnly }: { adminOnly: boolean }): void {
  if (auth.enterpriseId !== enterpriseId) throw new AppError(404, 'notFound');
  if (adminOnly && !auth.isAdmin) throw new AppError(403, 'forbidden');
}

/** Stores the company's tax document, a PDF by its content (never by its name), in place of the one before. */
export async function uploadTaxDocument(ctx: ServiceContext, auth: AuthContext, enterpriseId: string, upload: Upload): Promise<TaxDocument> {
  checkCompany(auth, enterpriseId, { adminOnly: true });
  const type = await fileTypeFromBuffer(upload.bytes);
  if (type?.mime !== 'application/pdf') throw new AppError(415, 'pdfRequired');
  const id = randomUUID();
  const name = safePdfName(upload.filename);
  const uploadedAt = ctx.clock.now();
  const fileKey = `enterprises/${enterpriseId}/tax-documents/${id}`;
  const previous = await repository.findTaxDocument(ctx.db, enterpriseId);
  // Bytes first, then the record that points at them, then the old bytes: a failure between the steps
  // leaves at most an unreferenced file, never a record without its file (also on an object store).
  await ctx.files.put(fileKey, { enterpriseId, bytes: upload.bytes, contentType: 'application/pdf', createdAt: uploadedAt });
  const document = { taxId: `cif_${id}_${name}`, name, size: upload.bytes.length, fileKey, uploadedAt };
  await repository.saveTaxDocument(ctx.db, enterpriseId, document);
  if (previous) await ctx.files.delete(previous.fileKey);
  return { taxId: document.taxId, name, size: document.size, uploadedAt: uploadedAt.toISOString() };
}

export async function downloadTaxDocument(ctx: ServiceContext, auth: AuthContext, enterpriseId: string): Promise<Download> {
  checkCompany(auth, enterpriseId, { adminOnly: true });
  const document = await repository.findTaxDocument(ctx.db, enterpriseId);
  const file = document && (await ctx.files.get(document.fileKey));
  if (!document || !file) throw new AppError(404, 'notFound');
  return { bytes: file.bytes, contentType: 'application/pdf', filename: document.name };
}

/** The company's tax document as the profile shows it (`billing.taxId`), or null when none was uploaded. */
export async function taxDocumentOf(ctx: ServiceContext, enterpriseId: string): Promise<{ taxId: string; name: string } | null> {
  const document = await repository.findTaxDocument(ctx.db, enterpriseId);
  return document ? { taxId: document.taxId, name: document.name } : null;
}

/** The image's size as its header states it (nothing decoded yet), or undefined when sharp cannot read one. */
async function headerSizeOf(bytes: Buffer): Promise<{ width: number; height: number } | undefined> {
  try {
    // Reading the header decodes nothing, so no pixel limit applies here; the decoding below has one.
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sets the company's logo: a PNG, JPEG or WebP by its content, stored as a 256×256 WebP square with
 * the whole image fitted in it (a wide wordmark letterboxed on transparency, never cropped).
 */
export async function uploadLogo(ctx: ServiceContext, auth: AuthContext, enterpriseId: string, upload: Upload): Promise<string> {
  checkCompany(auth, enterpriseId, { adminOnly: true });
  const type = await fileTypeFromBuffer(upload.bytes);
  if (!type || !logoTypes.has(type.mime)) throw new AppError(415, 'logoImageRequired');
  // A decompression bomb (a small file that decodes to a huge bitmap) is refused from its header,
  // with the limit named, before anything is decoded.
  const size = await headerSizeOf(upload.bytes);
  if (size && (size.width > maxLogoSourceSide || size.height > maxLogoSourceSide)) {
    throw new AppError(413, 'logoTooLarge', { side: maxLogoSourceSide });
  }
  let square: Buffer;
  try {
    square = await sharp(upload.bytes, { limitInputPixels: maxLogoSourceSide * maxLogoSourceSide })
      .rotate()
      .resize(logoSide, logoSide, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // Right magic bytes, but no image sharp can read (truncated, corrupt, too many pixels).
    throw new AppError(415, 'logoImageRequired');
  }
  const createdAt = ctx.clock.now();
  await ctx.files.put(logoKeyOf(enterpriseId), { enterpriseId, bytes: square, contentType: 'image/webp', createdAt });
  return logoUrlFor(enterpriseId, createdAt);
}

export async function removeLogo(ctx: ServiceContext, auth: AuthContext, enterpriseId: string): Promise<void> {
  checkCompany(auth, enterpriseId, { adminOnly: true });
  await ctx.files.delete(logoKeyOf(enterpriseId));
}

export async function downloadLogo(ctx: ServiceContext, auth: AuthContext, enterpriseId: string): Promise<Download> {
  checkCompany(auth, enterpriseId, { adminOnly: false });
  const file = await ctx.files.get(logoKeyOf(enterpriseId));
  if (!file) throw new AppError(404, 'notFound');
  return { bytes: file.bytes, contentType: file.contentType, filename: 'logo.webp' };
}

/** Where the company's logo is served (changing with each new logo), or null when it has none: GET /api/enterprise answers it. */
export async function logoUrlOf(ctx: ServiceContext, enterpriseId: string): Promise<string | null> {
  const file = await ctx.files.stat(logoKeyOf(enterpriseId));
  return file && logoUrlFor(enterpriseId, file.createdAt);
}

/** The company's logo as a PNG, for the PDFs that print it (pdfkit draws PNG and JPEG, not the WebP kept), or null when it has none. */
export async function logoImageOf(ctx: ServiceContext, enterpriseId: string): Promise<Buffer | null> {
  return keptLogoImage(ctx, logoKeyOf(enterpriseId));
}

/**
 * Keeps the company's logo as it is now, for a document that must print it unchanged later (a
 * receipt): under a key named for its content, so a logo is stored once however many documents keep
 * it, and a new logo or its removal leaves it in place. Answers that key, or null when there is no logo.
 */
export async function keepLogo(ctx: ServiceContext, enterpriseId: string): Promise<string | null> {
  const file = await ctx.files.get(logoKeyOf(enterpriseId));
  if (!file) return null;
  const key = `enterprises/${enterpriseId}/kept-logos/${createHash('sha256').update(file.bytes).digest('hex')}`;
  if (!(await ctx.files.stat(key))) await ctx.files.put(key, { enterpriseId, bytes: file.bytes, contentType: file.contentType, createdAt: file.createdAt });
  return key;
}

/** A logo `keepLogo` kept, as a PNG for a PDF; null when it is gone. */
export async function keptLogoImage(ctx: ServiceContext, key: string): Promise<Buffer | null> {
  const file = await ctx.files.get(key);
  return file && sharp(file.bytes).png().toBuffer();
}

function logoUrlFor(enterpriseId: string, createdAt: Date): string {
  return `/api${pathOf(documentsEndpoints.logo, { enterpriseId })}?v=${createdAt.getTime()}`;
}
