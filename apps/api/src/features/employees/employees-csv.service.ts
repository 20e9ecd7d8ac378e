import {
  csvDialectOf,
  employeeExportColumns,
  employeeExportTexts,
  importLineOf,
  registerEmployeeFormSchema,
  translateMessage,
  type Employee,
  type EmployeeExportColumn,
  type ImportEmployeesBody,
  type ImportResult,
  type CsvRow,
  type Language,
} from '@rumbo/contract';
import { streamCsv } from '../../csv.js';
import { AppError } from '../../errors.js';
import { withTransaction, type ServiceContext } from '../../service-context.js';
import { assertMayInvite, type AuthContext, createAccounts, findTakenIdentifiers, sendInvitations } from '../auth/index.js';
import { getCurrentPlanLimit } from '../billing/index.js';
import { getEnterpriseForMail } from '../enterprises/index.js';
import * as repository from './employees.repository.js';
import { assertAdmin, assertSeatsAvailable, searchNameOf } from './employees.service.js';

type RowError = { field: string; message: string };

/**
 * Checks every row of an import (fields, duplicates in the file and among live accounts) and, unless
 * it is a dry run, adds the valid rows in one transaction within the plan's limit: all of them or, over
 * the limit, none. Rows are reported by their spreadsheet row, as the client numbered them.
 */
export async function importEmployees(ctx: ServiceContext, auth: AuthContext, body: ImportEmployeesBody, language: Language): Promise<{ message: string; data: ImportResult }> {
  assertAdmin(auth);
  const checked = body.rows.map((row, index) => {
    const parsed = registerEmployeeFormSchema.safeParse(row);
    const errors: RowError[] = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: translateMessage(issue.message, language) }));
    return { line: importLineOf(row, index), value: parsed.success ? parsed.data : undefined, errors };
  });

  const seenEmails = new Map<string, number>();
  const seenPhones = new Map<string, number>();
  for (const row of checked) {
    if (!row.value) continue;
    for (const [field, seen, value] of [['email', seenEmails, row.value.email], ['phone', seenPhones, row.value.phone]] as const) {
      if (seen.has(value)) row.errors.push({ field, message: translateMessage('importDuplicateInFile', language) });
      else seen.set(value, row.line);
    }
  }
  const candidates = checked.filter((row) => row.value && row.errors.length === 0);
  const taken = await findTakenIdentifiers(
    ctx,
    candidates.map((row) => row.value!.email),
    candidates.map((row) => row.value!.phone),
  );
  for (const row of candidates) {
    if (taken.emails.has(row.value!.email)) row.errors.push({ field: 'email', message: translateMessage('emailAlreadyRegistered', language) });
    if (taken.phones.has(row.value!.phone)) row.errors.push({ field: 'phone', message: translateMessage('phoneAlreadyRegistered', language) });
  }
  const valid = checked.filter((row) => row.value && row.errors.length === 0).map((row) => row.value!);
  const invalidRows = checked.filter((row) => row.errors.length > 0).map(({ line, errors }) => ({ line, errors }));
  const { employeeLimit } = await getCurrentPlanLimit(ctx, auth.enterpriseId);
  const seatsAvailable = employeeLimit === null ? null : Math.max(0, employeeLimit - (await repository.countSeats(ctx.db, auth.enterpriseId)));
  const result = (importedCount: number): ImportResult => ({
    rows: invalidRows,
    validCount: valid.length,
    invalidCount: invalidRows.length,
    importedCount,
    seatsAvailable,
  });

  if (body.dryRun) {
    return { message: translateMessage('importChecked', language, { valid: valid.length, invalid: invalidRows.length }), data: result(0) };
  }
  if (body.sendInvitations) await assertMayInvite(ctx, auth);
  if (valid.length === 0) throw new AppError(400, 'importEmpty');
  // A person registered between the check above and these inserts fails the whole import with a
  // 409; the people, their accounts and their invitations commit together or not at all.
  const imported = await withTransaction(ctx, async (tx) => {
    await assertSeatsAvailable(tx, auth.enterpriseId, valid.length);
    const accountIds = await createAccounts(tx, valid.map((row) => ({ email: row.email, phone: row.phone })));
    await repository.insertEmployees(
      tx.db,
      valid.map((row, index) => ({
        enterpriseId: auth.enterpriseId,
        accountId: accountIds[index]!,
        firstNames: row.firstNames,
        lastNames: row.lastNames,
        searchName: searchNameOf(row.firstNames, row.lastNames),
        address: row.address,
        isAdmin: false,
        status: 'active' as const,
      })),
      tx.clock.now(),
    );
    if (body.sendInvitations) {
      const company = await getEnterpriseForMail(tx, auth.enterpriseId);
      await sendInvitations(
        tx,
        valid.map((row, index) => ({ accountId: accountIds[index]!, email: row.email, name: `${row.firstNames} ${row.lastNames}`.trim(), companyName: company.name })),
        company.language,
      );
    }
    return valid.length;
  });
  return { message: translateMessage('importDone', language, { count: imported }), data: result(imported) };
}

function csvRow(employee: Employee, texts: (typeof employeeExportTexts)[Language]): CsvRow {
  const cells: Record<EmployeeExportColumn, string> = {
    employeeId: employee.employeeId,
    firstNames: employee.firstNames,
    lastNames: employee.lastNames,
    email: employee.email,
    phone: employee.phone ?? '',
    address: employee.address,
    status: texts.status[employee.status],
    role: employee.isAdmin ? texts.admin : texts.employee,
    tripPreferences: employee.tripPreferences,
  };
  return employeeExportColumns.map((column) => cells[column]);
}

/** Every live employee of the company as CSV lines in the reader's language and their spreadsheet's separator, header first, read in batches. */
export async function* exportEmployeesCsv(ctx: ServiceContext, auth: AuthContext, language: Language): AsyncGenerator<string> {
  assertAdmin(auth);
  const texts = employeeExportTexts[language];
  const header = employeeExportColumns.map((column) => texts.headers[column]);
  yield* streamCsv(header, repository.streamLiveEmployees(ctx.db, auth.enterpriseId), (employee) => csvRow(employee, texts), csvDialectOf(language));
}
