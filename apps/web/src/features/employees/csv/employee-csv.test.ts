import { describe, expect, it } from 'vitest';
import { employeeExportColumns, employeeExportTexts, languages } from '@rumbo/contract';
import { employeeCsvTemplate, parseEmployeeCsv } from './employee-csv';

describe('reading an employee CSV', () => {
  it('maps Spanish headers with accents and ignores unknown columns', () => {
    const csv = '\uFEFFNombres,Apellidos,Correo,Teléfono,Dirección,Notas\nJosé,Pérez,jose@x.mx,55 1234 5678,"Calle 1, CDMX",x\n';
    expect(parseEmployeeCsv(csv)).toEqual({
      rows: [{ line: 2, firstNames: 'José', lastNames: 'Pérez', email: 'jose@x.mx', phone: '55 1234 5678', address: 'Calle 1, CDMX' }],
      missingColumns: [],
    });
  });

  it.each(languages)('reads back its own export in %s, and the template', (language) => {
    const { headers } = employeeExportTexts[language];
    const exported = `\uFEFF${employeeExportColumns.map((column) => headers[column]).join(',')}\n1,Ana,Ruiz,ana@x.mx,+525512345678,Calle 2,Activo,Empleado,\n`;
    expect(parseEmployeeCsv(exported)).toEqual({
      rows: [{ line: 2, firstNames: 'Ana', lastNames: 'Ruiz', email: 'ana@x.mx', phone: '+525512345678', address: 'Calle 2' }],
      missingColumns: [],
    });
    const template = employeeCsvTemplate({ firstNames: 'Nombres', lastNames: 'Apellidos', email: 'Correo', phone: 'Teléfono', address: 'Dirección' });
    expect(parseEmployeeCsv(template).missingColumns).toEqual([]);
  });

  it('skips blank rows and numbers the others as the spreadsheet does: the header is row 1', () => {
    const csv = 'Nombres,Apellidos,Correo,Teléfono,Dirección\r\nAna,Ruiz,a@x.mx,1,C\r\n,,,,\r\n\r\nBeto,Paz,b@x.mx,2,"Calle 3,\r\nInterior 4"\r\nCruz,Sol,c@x.mx,3,E\r\n';
    const parsed = parseEmployeeCsv(csv);
    expect(parsed.rows.map((row) => [row.line, row.firstNames])).toEqual([
      [2, 'Ana'],
      [5, 'Beto'],
      [6, 'Cruz'], // a cell holding a line break is still one row of the spreadsheet
    ]);
  });

  it('reports the columns it could not find', () => {
    expect(parseEmployeeCsv('name,mail\nA,b\n').missingColumns).toEqual(['firstNames', 'lastNames', 'phone', 'address']);
  });
});
