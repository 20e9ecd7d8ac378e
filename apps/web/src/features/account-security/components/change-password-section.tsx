import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconKey } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { changePasswordFormSchema, type ChangePasswordForm } from '@rumbo/contract';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useChangePasswordMutation } from '../api/account-security-api';
import { SecuritySection } from './security-section';

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const serverFields = ['currentPassword', 'newPassword'] as const;

/** Changing the password with the current one; the server ends every other session. */
export function ChangePasswordSection() {
  const { t } = useTranslation('accountSecurity');
  const notifyOutcome = useNotifyOutcome();
  const fieldMessage = useFieldMessage();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const changed = await notifyOutcome(changePassword({ currentPassword, newPassword }), {
      success: (answer) => answer.message,
      // A refused password is said under its field; any other failure in the notice.
      failure: (error) => {
        const fields = fieldErrors(error);
        const refused = serverFields.filter((field) => fields[field]);
        refused.forEach((field, index) => setError(field, { type: 'server', message: fields[field] }, { shouldFocus: index === 0 }));
        return refused.length === 0 ? errorMessage(error) : null;
      },
    });
    if (changed) reset(emptyForm);
  });

  return (
    <SecuritySection icon={<IconKey size={20} />} title={t('password.title')} explanation={t('password.explanation')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            error={fieldMessage(formState.errors.currentPassword)}
            {...register('currentPassword')}
          />
          <PasswordField
            label={t('password.new')}
            description={t('password.newHint')}
            autoComplete="new-password"
            error={fieldMessage(formState.errors.newPassword)}
            {...register('newPassword')}
          />
          <PasswordField
            label={t('password.confirm')}
            autoComplete="new-password"
            error={fieldMessage(formState.errors.confirmPassword)}
            {...register('confirmPassword')}
          />
          <Group mt="xs">
            <Button type="submit" loading={isLoading}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SecuritySection>
  );
}
