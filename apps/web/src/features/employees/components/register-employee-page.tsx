import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useFeedback } from '@/lib/feedback/use-feedback';
import { useRegisterEmployeeMutation } from '../api/employees-api';
import { EmployeeForm } from './employee-form';

/** /employees/register-employee: every field required; the person gets an invitation mail. */
export function RegisterEmployeePage() {
  const { t } = useTranslation('employees');
  const notify = useFeedback();
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
            const result = await registerEmployee({ firstNames, lastNames, email, phone: phone ?? '', address, sendInvitation });
            if ('error' in result) {
              notify('error', errorMessage(result.error, t('employeeForm.registerFailure')));
              return;
            }
            notify('success', result.data.message);
            void navigate(paths.employees);
          }}
        />
      </Paper>
    </Stack>
  );
}
