import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { errorMessage, fieldErrors } from './errors';

const t = i18n.getFixedT('es');

describe('error messages a person reads', () => {
  it('names each kind of transport failure', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, t)).toBe('No pudimos conectar con el servidor. Revisa tu conexión e inténtalo nuevamente.');
    expect(errorMessage({ status: 'TIMEOUT_ERROR', error: 'timeout' }, t)).toBe('El servidor tardó demasiado en responder. Inténtalo nuevamente.');
    expect(errorMessage({ status: 'PARSING_ERROR', error: 'bad', originalStatus: 200, data: '<html>' }, t)).toBe(
      'El servidor envió una respuesta que no se pudo leer. Inténtalo nuevamente.',
    );
  });

  it('prefers the server message, then the caller’s fallback, then the generic text', () => {
    expect(errorMessage({ status: 409, data: { success: false, message: 'Ya existe una cuenta con este correo' } }, t)).toBe('Ya existe una cuenta con este correo');
    expect(errorMessage({ status: 500, data: {} }, t, 'Error al crear la cuenta.')).toBe('Error al crear la cuenta.');
    expect(errorMessage({ status: 500, data: {} }, t)).toBe('Ocurrió un error inesperado');
  });

  it('reads field messages of a 400 answer', () => {
    expect(fieldErrors({ status: 400, data: { errors: [{ field: 'email', message: 'El correo no es válido' }] } })).toEqual({ email: 'El correo no es válido' });
  });
});
