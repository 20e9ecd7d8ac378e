import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatPhone } from '@rumbo/contract';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useGetEmployeeQuery, useUpdateEmployeeMutation } from '../api/employees-api';
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
  const [updateEmployee, { isLoading, error }] = useUpdateEmployeeMutation();

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
              const saved = await notifyOutcome(updateEmployee({ id, changes: { firstNames, lastNames, email, phone, address } }), {
                success: (answer) => answer.message,
                failure: t('employeeForm.saveFailure'),
              });
              if (saved) void navigate(paths.employees);
            }}
          />
        )}
      </Paper>
    </Stack>
  );
}
