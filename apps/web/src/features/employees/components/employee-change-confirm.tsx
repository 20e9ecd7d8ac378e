import { useTranslation } from '@/lib/i18n';
import type { Employee } from '@rumbo/contract';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useChangeEmployeeRoleMutation, useTrashEmployeeMutation } from '../api/employees-api';

/** A change to a person that is asked about first. */
export type EmployeeChange = { action: 'delete' | 'changeRole'; employee: Employee };

/** Asks before moving a person to the trash or changing their role, then makes the change and says how it went. */
export function EmployeeChangeConfirm({ change, onClose }: { change: EmployeeChange | null; onClose: () => void }) {
  // The contract's messages are said only once a change is made: they load meanwhile, without
  // holding /employees back until they are here.
  const { t } = useTranslation(['employees', 'common', 'messages'], { useSuspense: false });
  const notifyOutcome = useNotifyOutcome();
  const [changeRole, roleState] = useChangeEmployeeRoleMutation();
  const [trash, trashState] = useTrashEmployeeMutation();

  const confirm = async () => {
    if (!change) return;
    const { action, employee } = change;
    if (action === 'delete') {
      await notifyOutcome(trash(employee.employeeId), { success: t('messages:employeeTrashed'), failure: t('employees.trashFailure') });
    } else {
      await notifyOutcome(changeRole({ employeeId: employee.employeeId, isAdmin: !employee.isAdmin }), {
        success: t('messages:employeeRoleUpdated'),
        failure: t('employees.roleFailure'),
      });
    }
    onClose();
  };

  return (
    <ConfirmModal
      opened={change !== null}
      title={change?.action === 'delete' ? t('employees.trashTitle') : t('employees.roleTitle')}
      message={
        change?.action === 'delete'
          ? t('employees.trashMessage', { name: change.employee.fullName })
          : change?.employee.isAdmin
            ? t('employees.roleToEmployee', { name: change.employee.fullName })
            : t('employees.roleToAdmin', { name: change?.employee.fullName ?? '' })
      }
      confirmLabel={change?.action === 'delete' ? t('employees.trashTitle') : t('employees.roleTitle')}
      cancelLabel={t('common:common.cancel')}
      closeLabel={t('common:common.close')}
      danger={change?.action === 'delete'}
      // Enter pressed twice on a row's role button must not make someone an administrator.
      startOnCancel={change?.action === 'changeRole'}
      loading={trashState.isLoading || roleState.isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
