import { useState } from 'react';
import { Alert, Button, Checkbox, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { useStoreSelector } from '@/lib/store-selector';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { selectSessionUser } from '@/lib/api/session-slice';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useImportEmployeesMutation } from '../api/employees-api';
import { downloadText, employeeCsvTemplate } from '../csv/employee-csv';
import { ImportPreview } from './import-preview';
import { useImportPreview, type ImportHeaders } from './use-import-preview';

/** /employees/import: template, file, a preview of each row's problems and of the plan's room, then the import. */
export function ImportEmployeesPage() {
  const { t, i18n } = useTranslation(['employees', 'common']);
  const notifyOutcome = useNotifyOutcome();
  const navigate = useNavigate();
  const headers: ImportHeaders = {
    firstNames: t('employeeForm.firstNames'),
    lastNames: t('employeeForm.lastNames'),
    email: t('employeeForm.email'),
    phone: t('employeeForm.phone'),
    address: t('employeeForm.address'),
  };
  const { choose, encoding, preview, readError, checking, checkMessage, toImport, leftOut } = useImportPreview(headers);
  // Ticked from the start, as in the hand form: people imported without one are invited later from the list.
  const [sendInvitations, setSendInvitations] = useState(true);
  // Invitations go out only from an administrator whose own email is verified.
  const mayInvite = useStoreSelector(selectSessionUser)?.emailVerified ?? false;
  const [save, saveState] = useImportEmployeesMutation();
  const encodingText = encoding === 'windows-1252' ? t('employeeImport.encodingWindows1252') : t('employeeImport.encodingUtf8');

  const importValid = async () => {
    if (toImport.length === 0) return;
    const imported = await notifyOutcome(save({ rows: toImport, dryRun: false, sendInvitations: sendInvitations && mayInvite }), { success: (answer) => answer.message });
    if (imported) void navigate(paths.employees);
  };

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
            <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => downloadText(employeeCsvTemplate(headers, i18n.language), 'plantilla-empleados.csv')}>
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
          {checking && <Text role="status">{t('common:common.loading')}</Text>}
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
              <ImportPreview preview={preview} message={checkMessage} toImport={toImport} leftOut={leftOut} encodingText={encodingText} headers={headers} />
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
