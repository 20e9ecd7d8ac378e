import fp from 'fastify-plugin';
import { pickLanguage, type Language } from '@rumbo/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of messages in the answer, from Accept-Language (es by default). */
    language: Language;
  }
}

export const languagePlugin = fp(async (app) => {
  app.decorateRequest('language', 'es');
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language']);
  });
});
