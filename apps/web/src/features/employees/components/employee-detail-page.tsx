import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { paths } from '@/config/paths';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useFeedback } from '@/lib/feedback/use-feedback';
import { useGetEmployeeQuery, useRegisterEmployeeMutation, useTrashEmployeeMutation, useUpdateEmployeeMutation } from '../api/employees-api';
import { EmployeeLoadError } from './edit-employee-page';
import { EmployeeStatusBadge } from './employee-status-badge';
import { EmployeeForm } from './employee-form';

type Mode = 'crear' | 'mostrar' | 'editar';

/** /employees/manager-employee?id=...&mode=crear|mostrar|editar: one form to create, show or edit a person. */
export function EmployeeDetailPage() {
  const { t } = useTranslation(['employees', 'common']);
  const notify = useFeedback();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const requested = searchParams.get('mode');
  const mode: Mode = requested === 'crear' || requested === 'editar' ? requested : id ? 'mostrar' : 'crear';
  const employee = useGetEmployeeQuery(id, { skip: mode === 'crear' || !id, refetchOnMountOrArgChange: true });
  const [registerEmployee, registerState] = useRegisterEmployeeMutation();
  const [updateEmployee, updateState] = useUpdateEmployeeMutation();
  const [trash, trashState] = useTrashEmployeeMutation();
  const [confirmingTrash, setConfirmingTrash] = useState(false);
  const setMode = (next: Mode) => setSearchParams({ id, mode: next });

  if (mode === 'crear') {
    return (
      <Stack>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('employeeDetail.createTitle')}
        </Title>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <EmployeeForm
            withInvitation
            serverErrors={fieldErrors(registerState.error)}
            submitLabel={t('employeeDetail.create')}
            submitting={registerState.isLoading}
            onSubmit={async ({ firstNames, lastNames, email, phone, address, sendInvitation }) => {
              const result = await registerEmployee({ firstNames, lastNames, email, phone: phone ?? '', address, sendInvitation });
              if ('error' in result) return void notify('error', errorMessage(result.error, t('employeeForm.createFailure')));
              notify('success', result.data.message);
              setSearchParams({ id: result.data.employee.employeeId, mode: 'mostrar' });
            }}
          />
        </Paper>
      </Stack>
    );
  }

  if (!id || employee.isError) return <EmployeeLoadError message={employee.error ? errorMessage(employee.error, t('employeeForm.notFound')) : t('employeeForm.notFound')} />;
  const current = employee.data?.employee;
  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {current?.fullName ?? t('employeeDetail.title')}
          </Title>
          {current && <EmployeeStatusBadge status={current.status} />}
        </Group>
        {mode === 'mostrar' && current && (
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setMode('editar')}>
            {t('employeeDetail.edit')}
          </Button>
        )}
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {!current ? (
          <Stack role="status" aria-label={t('common:common.loading')}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} height={56} />
            ))}
          </Stack>
        ) : (
          <EmployeeForm
            // A new form whenever the record is read again: after a save the cached values arrive
            // a moment later, and the form only takes its values when it mounts.
            key={`${current.employeeId}-${mode}-${employee.fulfilledTimeStamp}`}
            employeeId={current.employeeId}
            withDetails
            readOnly={mode === 'mostrar'}
            defaultValues={{ ...current, phone: current.phone ?? '' }}
            serverErrors={fieldErrors(updateState.error)}
            submitLabel={t('employeeForm.submitSave')}
            submitting={updateState.isLoading}
            extraActions={
              <Button color="red" variant="subtle" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirmingTrash(true)} mr="auto">
                {t('employeeDetail.moveToTrash')}
              </Button>
            }
            onSubmit={async ({ sendInvitation: _ignored, ...changes }) => {
              const result = await updateEmployee({ id, changes });
              if ('error' in result) return void notify('error', errorMessage(result.error, t('employeeForm.saveFailure')));
              notify('success', result.data.message);
              setMode('mostrar');
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
          const result = await trash(id);
          setConfirmingTrash(false);
          if ('error' in result) return void notify('error', errorMessage(result.error, t('employees.trashFailure')));
          notify('success', result.data.message);
          void navigate(paths.employees);
        }}
        onCancel={() => setConfirmingTrash(false)}
      />
    </Stack>
  );
}
