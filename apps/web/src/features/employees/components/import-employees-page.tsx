import { useState } from 'react';
import { Alert, Button, Checkbox, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import type { ImportResult } from '@rumbo/contract';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { selectSessionUser } from '@/lib/api/session-slice';
import { useFeedback } from '@/lib/feedback/use-feedback';
import { useImportEmployeesMutation } from '../api/employees-api';
import { downloadText, employeeCsvTemplate, parseEmployeeCsv, type ParsedCsv } from '../csv/employee-csv';

/** /employees/import: template, file, a preview of each row's problems, then the import. */
export function ImportEmployeesPage() {
  const { t } = useTranslation(['employees', 'common']);
  const notify = useFeedback();
  const navigate = useNavigate();
  const [rows, setRows] = useState<ParsedCsv['rows'] | null>(null);
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

  const choose = async (file: File | null) => {
    setRows(null);
    setPreview(null);
    setReadError(null);
    if (!file) return;
    const parsed = parseEmployeeCsv(await file.text());
    if (parsed.missingColumns.length > 0 || parsed.rows.length === 0) {
      setReadError(t('employeeImport.unreadable'));
      return;
    }
    setRows(parsed.rows);
    const result = await check({ rows: parsed.rows, dryRun: true });
    if ('error' in result) setReadError(errorMessage(result.error));
    else setPreview(result.data.data);
  };

  const importValid = async () => {
    if (!rows) return;
    const result = await save({ rows, dryRun: false, sendInvitations: sendInvitations && mayInvite });
    if ('error' in result) return void notify('error', errorMessage(result.error));
    notify('success', result.data.message);
    void navigate(paths.employees);
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
              {readError}
            </Alert>
          )}
          {preview && (
            <Stack>
              <Alert color={preview.invalidCount > 0 ? 'amber' : 'green'} role="status">
                <Text size="sm" c="var(--mantine-color-text)">
                  {checkState.data?.message}
                </Text>
                {preview.seatsAvailable !== null && (
                  <Text size="sm" c="var(--mantine-color-text)">
                    {t('employeeImport.seats', { count: preview.seatsAvailable })}
                  </Text>
                )}
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
                <Button leftSection={<IconUpload size={16} aria-hidden />} disabled={preview.validCount === 0} loading={saveState.isLoading} onClick={() => void importValid()}>
                  {t('employeeImport.importValid', { count: preview.validCount })}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
