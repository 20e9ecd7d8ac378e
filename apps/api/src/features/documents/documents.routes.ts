import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { documentsEndpoints as endpoints, maxUploadBytes, translateMessage } from '@rumbo/contract';
import { formatContentDisposition } from '../../content-disposition.js';
import { routeEndpoint } from '../../endpoint-route.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../service-context.js';
import * as documents from './documents.service.js';

// Room for the multipart envelope around a file of the largest size allowed.
const uploadBodyLimit = maxUploadBytes + 64 * 1024;

// The rest of a refused body is not read: the connection closes after the answer.
const tooLarge = () => new AppError(413, 'fileTooLarge', { megabytes: maxUploadBytes / 1024 / 1024 }, { connection: 'close' });

/**
 * Reads the one file of the multipart field `file`. A larger file than allowed is refused (413) as
 * soon as its limit is passed, whether the body announced its length or not; a body that cannot be
 * read as multipart (cut short, a broken envelope) is the client's error (400).
 */
async function readUpload(request: FastifyRequest): Promise<documents.Upload> {
  if (!request.isMultipart()) throw new AppError(400, 'fileRequired');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new AppError(400, 'fileRequired');
    // A body sent in chunks announces no length: the file's limit, passed as it streams, refuses it
    // there (toBuffer alone would read the rest of the part, however long, before saying so).
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      part.file.once('limit', () => reject(tooLarge()));
      part.toBuffer().then(resolve, reject);
    });
    return { filename: part.filename, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    request.log.info({ reason: (error as Error).message }, 'unreadable multipart body');
    throw new AppError(400, 'malformedBody');
  }
}

function sendFile(reply: FastifyReply, file: documents.Download, disposition: 'attachment' | 'inline') {
  return reply
    .type(file.contentType)
    .header('content-disposition', formatContentDisposition(file.filename, disposition))
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}

/** The tax document and the logo: multipart is read here alone, within this plugin's scope. */
export const documentsRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 5, parts: 6 } });
  // Multipart bodies are read by the handler, past Fastify's body limit: one announced larger than any
  // upload allowed is refused before a byte of it is read.
  app.addHook('onRequest', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > uploadBodyLimit) throw tooLarge();
  });
  const ok = true as const;

  routeEndpoint(
    app,
    endpoints.uploadTaxDocument,
    async (request) => ({
      success: ok,
      message: translateMessage('documentUploaded', request.language),
      data: await documents.uploadTaxDocument(ctx, request.auth, request.params.enterpriseId, await readUpload(request)),
    }),
    { bodyLimit: uploadBodyLimit },
  );
  routeEndpoint(app, endpoints.downloadTaxDocument, async (request, reply) =>
    sendFile(reply, await documents.downloadTaxDocument(ctx, request.auth, request.params.enterpriseId), 'attachment'),
  );

  routeEndpoint(
    app,
    endpoints.uploadLogo,
    async (request) => ({
      success: ok,
      message: translateMessage('logoUpdated', request.language),
      data: { logoUrl: await documents.uploadLogo(ctx, request.auth, request.params.enterpriseId, await readUpload(request)) },
    }),
    { bodyLimit: uploadBodyLimit },
  );
  routeEndpoint(app, endpoints.removeLogo, async (request) => {
    await documents.removeLogo(ctx, request.auth, request.params.enterpriseId);
    return { success: ok, message: translateMessage('logoRemoved', request.language), data: { logoUrl: null } };
  });
  routeEndpoint(app, endpoints.logo, async (request, reply) => sendFile(reply, await documents.downloadLogo(ctx, request.auth, request.params.enterpriseId), 'inline'));
};
