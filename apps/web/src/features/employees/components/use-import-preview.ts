import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ImportResult } from '@rumbo/contract';
import { errorMessage } from '@/lib/api/errors';
import { useImportEmployeesMutation } from '../api/employees-api';
import { decodeCsvBytes, type CsvEncoding } from '../csv/csv-encoding';
import { parseEmployeeCsv, type ParsedCsv } from '../csv/employee-csv';
import { selectRowsToImport } from '../csv/rows-to-import';

/** The file's column headers in the person's language, by the field they hold. */
export type ImportHeaders = Record<ParsedCsv['missingColumns'][number], string>;

/**
 * A chosen file, read and checked by the server without saving anything: its rows, the encoding it
 * was read in, what the check found (each row's problems, the plan's room), or why it could not be read.
 */
export function useImportPreview(headers: ImportHeaders) {
  const { t, i18n } = useTranslation('employees');
  const [rows, setRows] = useState<ParsedCsv['rows'] | null>(null);
  const [encoding, setEncoding] = useState<CsvEncoding | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [check, checkState] = useImportEmployeesMutation();

  const choose = async (file: File | null) => {
    setRows(null);
    setEncoding(null);
    setPreview(null);
    setReadError(null);
    if (!file) return;
    let decoded: ReturnType<typeof decodeCsvBytes>;
    try {
      decoded = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
    } catch {
      setReadError(t('employeeImport.unreadable'));
      return;
    }
    setEncoding(decoded.encoding);
    const parsed = parseEmployeeCsv(decoded.text);
    if (parsed.missingColumns.length > 0) {
      const columns = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(parsed.missingColumns.map((column) => headers[column]));
      setReadError(t('employeeImport.missingColumns', { count: parsed.missingColumns.length, columns }));
      return;
    }
    if (parsed.rows.length === 0) {
      setReadError(t('employeeImport.noRows'));
      return;
    }
    setRows(parsed.rows);
    const result = await check({ rows: parsed.rows, dryRun: true });
    if ('error' in result) setReadError(errorMessage(result.error));
    else setPreview(result.data.data);
  };

  const { toImport, leftOut } = rows && preview ? selectRowsToImport(rows, preview) : { toImport: [], leftOut: [] };
  return { choose, encoding, preview, readError, checking: checkState.isLoading, checkMessage: checkState.data?.message, toImport, leftOut };
}
