import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useExportEmployeesMutation } from '../api/employees-api';

/** Downloads every person of the company as a CSV file. */
export function ExportEmployeesButton() {
  const { t } = useTranslation('employees');
  const notifyOutcome = useNotifyOutcome();
  const [exportEmployees, exportState] = useExportEmployeesMutation();
  const exportCsv = async () => {
    const csv = await notifyOutcome(exportEmployees(), { failure: t('employeeImport.exportFailure') });
    // The CSV module (and papaparse, for the import) loads with the first export, not with the list.
    if (csv !== undefined) (await import('../csv/employee-csv')).downloadText(csv, 'empleados.csv');
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} loading={exportState.isLoading} onClick={() => void exportCsv()}>
      {t('employeeImport.export')}
    </Button>
  );
}
