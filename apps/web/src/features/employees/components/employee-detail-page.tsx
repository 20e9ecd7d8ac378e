import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { formatPhone } from '@rumbo/contract';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useApproveEmployeeMutation, useGetEmployeeQuery, useRegisterEmployeeMutation, useTrashEmployeeMutation, useUpdateEmployeeMutation } from '../api/employees-api';
import { EmployeeLoadError } from './edit-employee-page';
import { EmployeeDetails } from './employee-details';
import { EmployeeStatusBadge } from './employee-status-badge';
import { EmployeeForm } from './employee-form';

type Mode = 'crear' | 'mostrar' | 'editar';

/**
 * /employees/manager-employee?id=...&mode=crear|mostrar|editar: create, show or edit a person. Shown,
 * the record reads as text; the form appears only to create or edit.
 */
export function EmployeeDetailPage() {
  const { t } = useTranslation(['employees', 'common']);
  const notifyOutcome = useNotifyOutcome();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const requested = searchParams.get('mode');
  const mode: Mode = requested === 'crear' || requested === 'editar' ? requested : id ? 'mostrar' : 'crear';
  const employee = useGetEmployeeQuery(id, { skip: mode === 'crear' || !id, refetchOnMountOrArgChange: true });
  const [registerEmployee, registerState] = useRegisterEmployeeMutation();
  const [updateEmployee, updateState] = useUpdateEmployeeMutation();
  const [trash, trashState] = useTrashEmployeeMutation();
  const [approve, approveState] = useApproveEmployeeMutation();
  const [confirmingTrash, setConfirmingTrash] = useState(false);
  const setMode = (next: Mode) => setSearchParams({ id, mode: next });

  if (mode === 'crear') {
    return (
      <Stack>
        <PageHeader title={t('employeeDetail.createTitle')} />
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <EmployeeForm
            withInvitation
            serverErrors={fieldErrors(registerState.error)}
            submitLabel={t('employeeDetail.create')}
            submitting={registerState.isLoading}
            onSubmit={async ({ firstNames, lastNames, email, phone, address, sendInvitation }) => {
              const created = await notifyOutcome(registerEmployee({ firstNames, lastNames, email, phone: phone ?? '', address, sendInvitation }), {
                success: (answer) => answer.message,
                failure: t('employeeForm.createFailure'),
              });
              if (created) setSearchParams({ id: created.employee.employeeId, mode: 'mostrar' });
            }}
          />
        </Paper>
      </Stack>
    );
  }

  if (!id || employee.isError) return <EmployeeLoadError message={employee.error ? errorMessage(employee.error, t('employeeForm.notFound')) : t('employeeForm.notFound')} />;
  const current = employee.data?.employee;
  const trashButton = (
    <Button color="red" variant="subtle" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirmingTrash(true)} mr="auto">
      {t('employeeDetail.moveToTrash')}
    </Button>
  );
  return (
    <Stack>
      <PageHeader
        title={current?.fullName ?? t('employeeDetail.title')}
        aside={current && <EmployeeStatusBadge status={current.status} />}
        actions={
          mode === 'mostrar' &&
          current && (
            <Group gap="sm">
              {/* Someone who joined through the link is approved here too, not only from the inbox. */}
              {current.isPending && (
                <Button
                  leftSection={<IconCheck size={16} aria-hidden />}
                  loading={approveState.isLoading}
                  onClick={() => void notifyOutcome(approve(current.employeeId), { success: t('inbox.approved', { name: current.fullName }), failure: t('employees.approveFailure') })}
                >
                  {t('inbox.approve')}
                </Button>
              )}
              <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setMode('editar')}>
                {t('employeeDetail.edit')}
              </Button>
            </Group>
          )
        }
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {!current ? (
          <Stack role="status" aria-label={t('common:common.loading')}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} height={56} />
            ))}
          </Stack>
        ) : mode === 'mostrar' ? (
          <>
            <EmployeeDetails employee={current} />
            <Group mt="lg">{trashButton}</Group>
          </>
        ) : (
          <EmployeeForm
            // A new form whenever the record is read again: after a save the cached values arrive
            // a moment later, and the form only takes its values when it mounts.
            key={`${current.employeeId}-${mode}-${employee.fulfilledTimeStamp}`}
            employeeId={current.employeeId}
            withDetails
            cancelTo={`${paths.employeeDetail}?${new URLSearchParams({ id, mode: 'mostrar' })}`}
            defaultValues={{ ...current, phone: current.phone ? formatPhone(current.phone) : '' }}
            serverErrors={fieldErrors(updateState.error)}
            submitLabel={t('employeeForm.submitSave')}
            submitting={updateState.isLoading}
            extraActions={trashButton}
            onSubmit={async ({ sendInvitation: _ignored, ...changes }) => {
              const saved = await notifyOutcome(updateEmployee({ id, changes }), { success: (answer) => answer.message, failure: t('employeeForm.saveFailure') });
              if (saved) setMode('mostrar');
            }}
          />
        )}
      </Paper>
      <ConfirmModal
        opened={confirmingTrash}
        title={t('employees.trashTitle')}
        message={t('employees.trashMessage', { name: current?.fullName ?? '' })}
        confirmLabel={t('employees.trashTitle')}
        cancelLabel={t('common:common.cancel')}
        closeLabel={t('common:common.close')}
        danger
        loading={trashState.isLoading}
        onConfirm={async () => {
          const trashed = await notifyOutcome(trash(id), { success: (answer) => answer.message, failure: t('employees.trashFailure') });
          setConfirmingTrash(false);
          if (trashed) void navigate(paths.employees);
        }}
        onCancel={() => setConfirmingTrash(false)}
      />
    </Stack>
  );
}
