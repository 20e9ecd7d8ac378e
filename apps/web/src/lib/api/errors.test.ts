// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '../i18n';
import { errorMessage, fieldErrors } from './errors';

beforeAll(() => startI18n({ language: 'es', namespaces: ['common'], load: async () => (await import('../i18n/locales/es')).es }));

describe('error messages a person reads', () => {
  it('names each kind of transport failure', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe('No pudimos conectar con el servidor. Revisa tu conexión e inténtalo nuevamente.');
    expect(errorMessage({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe('El servidor tardó demasiado en responder. Inténtalo nuevamente.');
    expect(errorMessage({ status: 'PARSING_ERROR', error: 'bad', originalStatus: 200, data: '<html>' })).toBe(
      'El servidor envió una respuesta que no se pudo leer. Inténtalo nuevamente.',
    );
  });

  it('prefers the server message, then the caller’s fallback, then the generic text', () => {
    expect(errorMessage({ status: 409, data: { success: false, message: 'Ya existe una cuenta con este correo' } })).toBe('Ya existe una cuenta con este correo');
    expect(errorMessage({ status: 500, data: {} }, 'Error al crear la cuenta.')).toBe('Error al crear la cuenta.');
    expect(errorMessage({ status: 500, data: {} })).toBe('Ocurrió un error inesperado');
  });

  it('reads field messages of a 400 answer', () => {
    expect(fieldErrors({ status: 400, data: { errors: [{ field: 'email', message: 'El correo no es válido' }] } })).toEqual({ email: 'El correo no es válido' });
  });
});
