import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import type { ImportResult } from '@rumbo/contract';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { selectSessionUser } from '@/lib/api/session-slice';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useImportEmployeesMutation } from '../api/employees-api';
import { decodeCsvBytes, type CsvEncoding } from '../csv/csv-encoding';
import { downloadText, employeeCsvTemplate, parseEmployeeCsv, type ParsedCsv } from '../csv/employee-csv';
import { selectRowsToImport } from '../csv/rows-to-import';

/** How many of the rows to import the preview names, so a person sees their names were read right. */
const firstRowsShown = 5;

/** /employees/import: template, file, a preview of each row's problems and of the plan's room, then the import. */
export function ImportEmployeesPage() {
  const { t, i18n } = useTranslation(['employees', 'common']);
  const notifyOutcome = useNotifyOutcome();
  const navigate = useNavigate();
  const [rows, setRows] = useState<ParsedCsv['rows'] | null>(null);
  const [encoding, setEncoding] = useState<CsvEncoding | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [sendInvitations, setSendInvitations] = useState(false);
  // Invitations go out only from an administrator whose own email is verified.
  const mayInvite = useSelector(selectSessionUser)?.emailVerified ?? false;
  const [check, checkState] = useImportEmployeesMutation();
  const [save, saveState] = useImportEmployeesMutation();

  const headers = {
    firstNames: t('employeeForm.firstNames'),
    lastNames: t('employeeForm.lastNames'),
    email: t('employeeForm.email'),
    phone: t('employeeForm.phone'),
    address: t('employeeForm.address'),
  };
  const encodingText = encoding === 'windows-1252' ? t('employeeImport.encodingWindows1252') : t('employeeImport.encodingUtf8');

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

  const importValid = async () => {
    if (toImport.length === 0) return;
    const imported = await notifyOutcome(save({ rows: toImport, dryRun: false, sendInvitations: sendInvitations && mayInvite }), { success: (answer) => answer.message });
    if (imported) void navigate(paths.employees);
  };

  const fieldLabel = (field: string) => (field in headers ? headers[field as keyof typeof headers] : field);

  return (
    <Stack>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('employeeImport.title')}
        </Title>
        <Text c="dimmed">{t('employeeImport.subtitle')}</Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack>
          <Group>
            <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadText(employeeCsvTemplate(headers), 'plantilla-empleados.csv')}>
              {t('employeeImport.template')}
            </Button>
          </Group>
          <FileInput
            label={t('employeeImport.file')}
            placeholder={t('employeeImport.filePlaceholder')}
            accept=".csv,text/csv"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            onChange={(file) => void choose(file)}
            clearable
          />
          {checkState.isLoading && <Text role="status">{t('common:common.loading')}</Text>}
          {readError && (
            <Alert color="red" role="alert">
              <Text size="sm" c="var(--mantine-color-text)">
                {readError}
              </Text>
              {encoding && (
                <Text size="sm" c="var(--mantine-color-text)">
                  {encodingText}
                </Text>
              )}
            </Alert>
          )}
          {preview && (
            <Stack>
              <Alert color={preview.invalidCount > 0 || leftOut.length > 0 ? 'amber' : 'green'} role="status">
                <Stack gap={4}>
                  <Text size="sm" c="var(--mantine-color-text)">
                    {checkState.data?.message}
                  </Text>
                  {preview.seatsAvailable !== null && leftOut.length === 0 && (
                    <Text size="sm" c="var(--mantine-color-text)">
                      {t('employeeImport.seats', { count: preview.seatsAvailable })}
                    </Text>
                  )}
                  {leftOut.length > 0 && (
                    <Text size="sm" c="var(--mantine-color-text)" fw={600}>
                      {toImport.length > 0
                        ? `${t('employeeImport.planRoom', { count: toImport.length, first: toImport[0]!.line, last: toImport.at(-1)!.line })} ${t('employeeImport.planLeftOut', { count: leftOut.length, from: leftOut[0]!.line })}`
                        : t('employeeImport.planFull')}{' '}
                      <Anchor component={Link} to={paths.plans} size="sm" fw={600}>
                        {t('employeeImport.changePlan')}
                      </Anchor>
                    </Text>
                  )}
                  <Text size="sm" c="var(--mantine-color-text)">
                    {encodingText}
                  </Text>
                </Stack>
              </Alert>
              {preview.rows.length === 0 ? (
                <Text size="sm">{t('employeeImport.allValid')}</Text>
              ) : (
                <Table.ScrollContainer minWidth={420} mah={360}>
                  <Table>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('employeeImport.line')}</Table.Th>
                        <Table.Th>{t('employeeImport.problems')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {preview.rows.map((row) => (
                        <Table.Tr key={row.line}>
                          {/* The spreadsheet's row, as sent and answered: the header is row 1. */}
                          <Table.Td>{row.line}</Table.Td>
                          <Table.Td>
                            {row.errors.map((error) => (
                              <Text key={`${error.field}-${error.message}`} size="sm">
                                <strong>{fieldLabel(error.field)}:</strong> {error.message}
                              </Text>
                            ))}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              {toImport.length > 0 && (
                <Table.ScrollContainer minWidth={420}>
                  <Table captionSide="top">
                    <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
                      {t('employeeImport.firstRows')}
                    </Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('employeeImport.line')}</Table.Th>
                        <Table.Th>{t('employeeImport.person')}</Table.Th>
                        <Table.Th>{headers.email}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {toImport.slice(0, firstRowsShown).map((row) => (
                        <Table.Tr key={row.line}>
                          <Table.Td>{row.line}</Table.Td>
                          <Table.Td>{`${row.firstNames ?? ''} ${row.lastNames ?? ''}`.trim()}</Table.Td>
                          <Table.Td>{row.email}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
              <Checkbox
                label={t('employeeImport.sendInvitations')}
                description={mayInvite ? undefined : t('employeeForm.verifyEmailToInvite')}
                disabled={!mayInvite}
                checked={sendInvitations && mayInvite}
                onChange={(event) => setSendInvitations(event.currentTarget.checked)}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => void navigate(paths.employees)}>
                  {t('common:common.cancel')}
                </Button>
                <Button leftSection={<IconUpload size={16} aria-hidden />} disabled={toImport.length === 0} loading={saveState.isLoading} onClick={() => void importValid()}>
                  {t('employeeImport.importValid', { count: toImport.length })}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
