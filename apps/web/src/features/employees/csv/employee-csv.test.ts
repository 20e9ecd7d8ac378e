import { afterEach, describe, expect, it, vi } from 'vitest';
import { employeeExportColumns, employeeExportTexts, languages } from '@rumbo/contract';
import { decodeCsvBytes } from './csv-encoding';
import { downloadText, employeeCsvTemplate, parseEmployeeCsv } from './employee-csv';

describe('reading an employee CSV', () => {
  it('maps Spanish headers with accents and ignores unknown columns', () => {
    const csv = '\uFEFFNombres,Apellidos,Correo,Teléfono,Dirección,Notas\nJosé,Pérez,jose@x.mx,55 1234 5678,"Calle 1, CDMX",x\n';
    expect(parseEmployeeCsv(csv)).toEqual({
      rows: [{ line: 2, firstNames: 'José', lastNames: 'Pérez', email: 'jose@x.mx', phone: '55 1234 5678', address: 'Calle 1, CDMX' }],
      missingColumns: [],
      delimiter: ',',
    });
  });

  it.each(languages)('reads back its own export in %s, and the template', (language) => {
    const { headers } = employeeExportTexts[language];
    const exported = `\uFEFF${employeeExportColumns.map((column) => headers[column]).join(',')}\n1,Ana,Ruiz,ana@x.mx,+525512345678,Calle 2,Activo,Empleado,\n`;
    expect(parseEmployeeCsv(exported)).toEqual({
      rows: [{ line: 2, firstNames: 'Ana', lastNames: 'Ruiz', email: 'ana@x.mx', phone: '+525512345678', address: 'Calle 2' }],
      missingColumns: [],
      delimiter: ',',
    });
    const template = employeeCsvTemplate({ firstNames: 'Nombres', lastNames: 'Apellidos', email: 'Correo', phone: 'Teléfono', address: 'Dirección' }, 'es');
    expect(template.startsWith('\uFEFFNombres,Apellidos,')).toBe(true);
    expect(parseEmployeeCsv(template).missingColumns).toEqual([]);
    // German spreadsheets split on semicolons: the template is written so, and still reads back.
    const german = employeeCsvTemplate({ firstNames: 'Vornamen', lastNames: 'Nachnamen', email: 'E-Mail', phone: 'Telefon', address: 'Adresse' }, 'de');
    expect(german.split('\r\n')[0]).toBe('\uFEFFVornamen;Nachnamen;E-Mail;Telefon;Adresse');
    expect(parseEmployeeCsv(german)).toMatchObject({ delimiter: ';', rows: [{ firstNames: 'María José', address: 'Av. Reforma 222, Juárez, CDMX' }] });
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

  it('reads the semicolons Excel writes in Spanish and German, with commas inside cells', () => {
    const csv = 'Nombres;Apellidos;Correo;Teléfono;Dirección\r\nJosé;Peña;jose@x.mx;55 1234 5678;Calle Niño 5, Col. Centro\r\n';
    expect(parseEmployeeCsv(csv)).toEqual({
      rows: [{ line: 2, firstNames: 'José', lastNames: 'Peña', email: 'jose@x.mx', phone: '55 1234 5678', address: 'Calle Niño 5, Col. Centro' }],
      missingColumns: [],
      delimiter: ';',
    });
  });

  it('reads tab-separated text and commas whose cells hold semicolons', () => {
    expect(parseEmployeeCsv('Nombres\tApellidos\tCorreo\tTeléfono\tDirección\nAna\tRuiz\ta@x.mx\t1\tC; 2\n').rows[0]?.address).toBe('C; 2');
    expect(parseEmployeeCsv('Nombres,Apellidos,Correo,Teléfono,Dirección\nAna,Ruiz,a@x.mx,1,C; 2; 3\n')).toMatchObject({ delimiter: ',', rows: [{ address: 'C; 2; 3' }] });
  });

  it('reads a Windows-1252 file from Excel with its accents', () => {
    const text = 'Nombres;Apellidos;Correo;Teléfono;Dirección\r\nJosé;Peña Ibáñez;jose@x.mx;55 1234 5678;Av. Niños Héroes 12\r\n';
    const decoded = decodeCsvBytes(Uint8Array.from(text, (character) => character.charCodeAt(0)));
    expect(decoded.encoding).toBe('windows-1252');
    expect(parseEmployeeCsv(decoded.text)).toMatchObject({ missingColumns: [], rows: [{ line: 2, firstNames: 'José', lastNames: 'Peña Ibáñez', address: 'Av. Niños Héroes 12' }] });
  });

  it('reports the columns it could not find', () => {
    expect(parseEmployeeCsv('name,mail\nA,b\n').missingColumns).toEqual(['firstNames', 'lastNames', 'phone', 'address']);
  });
});

describe('downloading a CSV', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes UTF-8 with one byte order mark, so Excel shows "Teléfono"', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    downloadText('Teléfono\n', 'plantilla.csv');
    downloadText('\uFEFFTeléfono\n', 'empleados.csv');
    for (const blob of blobs) {
      expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Teléfono\n')]);
      expect(blob.type).toBe('text/csv;charset=utf-8');
    }
    expect(blobs).toHaveLength(2);
  });
});
