import { Paper, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { fieldErrors } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useRegisterEmployeeMutation } from '../api/employees-api';
import { EmployeeForm } from './employee-form';

/** /employees/register-employee: every field required; the person gets an invitation mail. */
export function RegisterEmployeePage() {
  const { t } = useTranslation('employees');
  const notifyOutcome = useNotifyOutcome();
  const navigate = useNavigate();
  const [registerEmployee, { isLoading, error }] = useRegisterEmployeeMutation();
  return (
    <Stack>
      <PageHeader title={t('employeeForm.registerTitle')} subtitle={t('employeeForm.registerSubtitle')} />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <EmployeeForm
          withInvitation
          serverErrors={fieldErrors(error)}
          submitLabel={t('employeeForm.submitRegister')}
          submitting={isLoading}
          onSubmit={async ({ firstNames, lastNames, email, phone, address, sendInvitation }) => {
            const registered = await notifyOutcome(registerEmployee({ firstNames, lastNames, email, phone: phone ?? '', address, sendInvitation }), {
              success: (answer) => answer.message,
              failure: t('employeeForm.registerFailure'),
            });
            if (registered) void navigate(paths.employees);
          }}
        />
      </Paper>
    </Stack>
  );
}
