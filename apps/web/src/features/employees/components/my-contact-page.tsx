import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { formatPhone, updateOwnContactBodySchema, type Employee, type UpdateOwnContactBody } from '@rumbo/contract';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useGetOwnRecordQuery, useUpdateOwnContactMutation } from '../api/employees-api';

function ContactForm({ employee }: { employee: Employee }) {
  const { t } = useTranslation('employees');
  const notifyOutcome = useNotifyOutcome();
  const fieldMessage = useFieldMessage();
  const [update, { isLoading, error }] = useUpdateOwnContactMutation();
  const serverFields = fieldErrors(error);
  const { register, handleSubmit, formState, resetField } = useForm<UpdateOwnContactBody>({
    resolver: zodResolver(updateOwnContactBodySchema),
    defaultValues: { phone: employee.phone ? formatPhone(employee.phone) : '', address: employee.address, currentPassword: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (body) => {
        // A field's refusal is said on the field alone: a toast over the form would hide it on a phone.
        const saved = await notifyOutcome(update(body), {
          success: (answer) => answer.message,
          failure: (failure) => (Object.keys(fieldErrors(failure)).length > 0 ? null : errorMessage(failure)),
        });
        if (saved) resetField('currentPassword');
      })}
    >
      <Stack>
        {/* Read-only, not disabled: a disabled field's grey text is too faint to read. */}
        <TextInput label={t('employeeForm.email')} value={employee.email} readOnly variant="filled" />
        <TextInput label={t('employeeForm.phone')} description={t('employeeForm.phoneHint')} type="tel" error={fieldMessage(formState.errors.phone, serverFields.phone)} {...register('phone')} />
        <TextInput label={t('employeeForm.address')} error={fieldMessage(formState.errors.address, serverFields.address)} {...register('address')} />
        {/* The phone signs in too: a new one takes the password, asked for here so it is one step. */}
        <PasswordField
          label={t('myContact.currentPassword')}
          description={t('myContact.currentPasswordHint')}
          autoComplete="current-password"
          error={fieldMessage(formState.errors.currentPassword, serverFields.currentPassword)}
          {...register('currentPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading}>
            {t('myContact.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What a person without the administrator role can do here: keep their own contact data current. */
export function MyContactPage() {
  const { t } = useTranslation('employees');
  const own = useGetOwnRecordQuery();
  return (
    <Stack maw={560}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('myContact.title')}
      </Title>
      <Text c="dimmed">{t('myContact.text')}</Text>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {own.data ? <ContactForm employee={own.data.employee} /> : <Skeleton height={180} />}
      </Paper>
    </Stack>
  );
}
