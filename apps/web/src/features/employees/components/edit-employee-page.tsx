import { useState } from 'react';
import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { useStoreSelector } from '@/lib/store-selector';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatPhone, type UpdateEmployeeBody } from '@rumbo/contract';
import { PageHeader } from '@/components/ui/page-header';
import { PasswordConfirmDialog } from '@/components/ui/password-confirm-dialog';
import { paths } from '@/config/paths';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useFeedback } from '@/lib/feedback/use-feedback';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useGetEmployeeQuery, useUpdateEmployeeMutation } from '../api/employees-api';
import { selectOwnEmployeeId } from '../employee-slice';
import { EmployeeForm } from './employee-form';

/** Shown when the URL's employee cannot be loaded: not found, or another company's. */
export function EmployeeLoadError({ message }: { message: string }) {
  const { t } = useTranslation(['employees', 'common']);
  return (
    <Stack>
      <Alert color="red" role="alert">
        {message}
      </Alert>
      <Button component={Link} to={paths.employees} variant="light" w="fit-content">
        {t('employeeForm.backToList')}
      </Button>
    </Stack>
  );
}

/** /employees/edition-employee?id=...: prefilled from the server, saved for real, reload-safe. */
export function EditEmployeePage() {
  const { t } = useTranslation(['employees', 'common']);
  const notifyOutcome = useNotifyOutcome();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const employee = useGetEmployeeQuery(id, { skip: !id, refetchOnMountOrArgChange: true });
  const notify = useFeedback();
  const ownId = useStoreSelector(selectOwnEmployeeId);
  const [updateEmployee, { isLoading, error }] = useUpdateEmployeeMutation();
  /** Administrators' own login email or phone waits here for their password. */
  const [ownLoginChange, setOwnLoginChange] = useState<UpdateEmployeeBody | null>(null);

  if (!id || employee.isError) return <EmployeeLoadError message={id && employee.error ? errorMessage(employee.error, t('employeeForm.notFound')) : t('employeeForm.notFound')} />;
  const current = employee.data?.employee;
  return (
    <Stack>
      <PageHeader title={t('employeeForm.editTitle')} subtitle={current?.fullName} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {!current ? (
          <Stack role="status" aria-label={t('common:common.loading')}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={56} />
            ))}
          </Stack>
        ) : (
          <EmployeeForm
            key={current.employeeId}
            employeeId={current.employeeId}
            defaultValues={{ ...current, phone: current.phone ? formatPhone(current.phone) : '' }}
            serverErrors={fieldErrors(error)}
            submitLabel={t('employeeForm.submitSave')}
            submitting={isLoading}
            onSubmit={async ({ firstNames, lastNames, email, phone, address }) => {
              const loginChanged = email !== current.email || (phone || null) !== (current.phone ?? null);
              if (id === ownId && loginChanged) {
                setOwnLoginChange({ firstNames, lastNames, email, phone, address });
                return;
              }
              const saved = await notifyOutcome(updateEmployee({ id, changes: { firstNames, lastNames, email, phone, address } }), {
                success: (answer) => answer.message,
                failure: t('employeeForm.saveFailure'),
              });
              if (saved) void navigate(paths.employees);
            }}
          />
        )}
      </Paper>
      <PasswordConfirmDialog
        opened={ownLoginChange !== null}
        title={t('ownLoginDialog.question')}
        passwordLabel={t('ownLoginDialog.password')}
        confirmLabel={t('ownLoginDialog.confirm')}
        danger={false}
        serverField="currentPassword"
        loading={isLoading}
        confirm={(body) => updateEmployee({ id, changes: { ...ownLoginChange, currentPassword: body.password } })}
        onConfirmed={(answer) => {
          setOwnLoginChange(null);
          notify('success', answer.message);
          void navigate(paths.employees);
        }}
        onClose={() => setOwnLoginChange(null)}
      >
        <Text size="sm">{t('ownLoginDialog.explanation')}</Text>
      </PasswordConfirmDialog>
    </Stack>
  );
}
