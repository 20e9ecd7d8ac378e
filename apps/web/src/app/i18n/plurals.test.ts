// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { textLoaders } from './text-loaders';
import { startTexts } from './texts';

beforeAll(async () => {
  await startTexts('es', textLoaders);
  for (const language of ['es', 'en', 'de'] as const) await i18n.loadNamespaces(['employees', 'messages'], language);
});

describe('counts in the UI languages', () => {
  it('reads in Spanish as a Mexican reader writes them', () => {
    const t = i18n.translator('es', ['employees']);
    expect(t('employees.resultCount', { count: 1 })).toBe('1 empleado');
    expect(t('employees.resultCount', { count: 0 })).toBe('0 empleados');
    expect(t('employees.resultCount', { count: 100_000 })).toBe('100,000 empleados');
    expect(t('employees.resultCount', { count: 1_000_000 })).toBe('1,000,000 de empleados');
    expect(t('employeeImport.importValid', { count: 1 })).toBe('Importar 1 fila válida');
  });

  it('reads in English and German with their own forms and grouping', () => {
    expect(i18n.translator('en', ['employees'])('employees.resultCount', { count: 1 })).toBe('1 employee');
    expect(i18n.translator('en', ['employees'])('employees.resultCount', { count: 1_000_000 })).toBe('1,000,000 employees');
    expect(i18n.translator('de', ['employees'])('employeeImport.seats', { count: 1 })).toBe('Ihr Tarif erlaubt noch 1 weitere Person.');
    expect(i18n.translator('de', ['employees'])('employees.resultCount', { count: 100_000 })).toBe('100.000 Mitarbeitende');
  });

  it('fills the contract messages’ placeholders', () => {
    expect(i18n.translator('en', ['messages'])('importDone', { count: 3 })).toBe('Employees imported: 3');
    expect(i18n.translator('es', ['messages'])('tooManyAttempts', { minutes: 15 })).toBe('Demasiados intentos. Espera 15 minutos e inténtalo nuevamente.');
  });
});
