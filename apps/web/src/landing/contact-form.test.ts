// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findFieldProblem, readContactAnswer } from './contact-form';

describe('findFieldProblem', () => {
  it('asks for a required value, blank or spaces alike', () => {
    expect(findFieldProblem('', { required: true })).toBe('required');
    expect(findFieldProblem('   ', { required: true })).toBe('required');
    expect(findFieldProblem('', { required: false })).toBeNull();
  });

  it('counts the trimmed text against the minimum, as the server does', () => {
    expect(findFieldProblem('  Hola equipo  ', { required: true, minLength: 10 })).toBeNull();
    expect(findFieldProblem('  Hola     ', { required: true, minLength: 10 })).toBe('tooShort');
  });

  it('checks an email with the contract’s pattern', () => {
    expect(findFieldProblem('ana@empresa.mx', { required: true, email: true })).toBeNull();
    expect(findFieldProblem(' ana@empresa.mx ', { required: true, email: true })).toBeNull();
    expect(findFieldProblem('ana@empresa', { required: true, email: true })).toBe('invalid');
    expect(findFieldProblem('ana empresa.mx', { required: true, email: true })).toBe('invalid');
  });
});

describe('readContactAnswer', () => {
  it('reads a sent message, with the server’s thanks', () => {
    expect(readContactAnswer(201, { success: true, message: '¡Gracias!' })).toEqual({ kind: 'sent', message: '¡Gracias!' });
  });

  it('reads each field’s message of a refused form, skipping entries that are not the contract’s', () => {
    const body = { success: false, message: 'Revisa los datos', errors: [{ field: 'email', message: 'El correo no es válido' }, { field: 3 }, null] };
    expect(readContactAnswer(400, body)).toEqual({ kind: 'invalid', message: 'Revisa los datos', fieldErrors: [{ field: 'email', message: 'El correo no es válido' }] });
  });

  it('reads a throttled answer as refused, with the server’s message', () => {
    expect(readContactAnswer(429, { success: false, message: 'Demasiados intentos.' })).toEqual({ kind: 'refused', message: 'Demasiados intentos.' });
  });

  it('answers null for a body that is not the contract’s, as a proxy’s error page', () => {
    expect(readContactAnswer(502, null)).toBeNull();
    expect(readContactAnswer(500, '<html>')).toBeNull();
    expect(readContactAnswer(201, { success: true })).toBeNull();
  });
});
