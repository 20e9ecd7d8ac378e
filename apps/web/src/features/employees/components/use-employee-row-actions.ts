import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import type { Employee } from '@rumbo/contract';
import { paths } from '@/config/paths';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useApproveEmployeeMutation } from '../api/employees-api';
import type { EmployeeChange } from './employee-change-confirm';
import type { RowAction } from './employee-row-actions';

/** What a row's actions do: view and edit open the person, approve is done at once, the rest is asked about first. */
export function useEmployeeRowActions() {
  // The contract's messages are said only once a change is made: they load meanwhile, without
  // holding /employees back until they are here.
  const { t } = useTranslation(['employees', 'messages'], { useSuspense: false });
  const notifyOutcome = useNotifyOutcome();
  const navigate = useNavigate();
  const [approve] = useApproveEmployeeMutation();
  const [change, setChange] = useState<EmployeeChange | null>(null);

  const onAction = async (action: RowAction, employee: Employee) => {
    if (action === 'edit') return void navigate(`${paths.editEmployee}?id=${employee.employeeId}`);
    if (action === 'view') return void navigate(`${paths.employeeDetail}?id=${employee.employeeId}&mode=mostrar`);
    if (action === 'approve') {
      await notifyOutcome(approve(employee.employeeId), { success: t('messages:employeeApproved'), failure: t('employees.approveFailure') });
      return;
    }
    setChange({ action, employee });
  };

  return { onAction, change, closeChange: () => setChange(null) };
}
