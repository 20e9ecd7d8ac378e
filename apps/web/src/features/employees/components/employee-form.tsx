import type { ReactNode } from 'react';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { useStoreSelector } from '@/lib/store-selector';
import { Link } from 'react-router';
import { z } from 'zod';
import { editEmployeeFormSchema, employeeStatuses, registerEmployeeFormSchema, type EmployeeStatus } from '@rumbo/contract';
import { paths } from '@/config/paths';
import { selectSessionUser } from '@/lib/api/session-slice';
import { useFieldMessage } from '@/lib/i18n/use-field-message';

/** What the detail form adds to the person's fields: status and trip preferences (and the invitation when registering). */
const detailFields = {
  status: z.enum(employeeStatuses),
  tripPreferences: z.string().trim().max(1000, 'textTooLong'),
  sendInvitation: z.boolean(),
};
/** Registering: every field required. */
const registerFormSchema = registerEmployeeFormSchema.extend(detailFields);
/** Editing: phone and address may stay empty, as a person who joined through the link has them. */
const editFormSchema = editEmployeeFormSchema.extend(detailFields);
export type EmployeeFormValues = z.input<typeof editFormSchema>;
export type EmployeeFormOutput = z.output<typeof editFormSchema>;

type Props = {
  defaultValues?: Partial<EmployeeFormValues>;
  /** The id shown read-only; none yet when registering (a placeholder says so). */
  employeeId?: string;
  withDetails?: boolean;
  withInvitation?: boolean;
  /** Where Cancel leads: the list unless told otherwise (the detail page goes back to what it showed). */
  cancelTo?: string;
  serverErrors?: Record<string, string>;
  submitLabel: string;
  submitting?: boolean;
  extraActions?: ReactNode;
  onSubmit: (values: EmployeeFormOutput) => void | Promise<void>;
};

const blank: EmployeeFormValues = {
  firstNames: '',
  lastNames: '',
  email: '',
  phone: '',
  address: '',
  status: 'active',
  tripPreferences: '',
  sendInvitation: true,
};

export function EmployeeForm({ defaultValues, employeeId, withDetails, withInvitation, cancelTo = paths.employees, serverErrors = {}, submitLabel, submitting, extraActions, onSubmit }: Props) {
  const { t } = useTranslation(['employees', 'common']);
  const fieldMessage = useFieldMessage();
  // Invitations go out only from an administrator whose own email is verified (the server says so too).
  const mayInvite = useStoreSelector(selectSessionUser)?.emailVerified ?? false;
  const { register, handleSubmit, control, formState } = useForm<EmployeeFormValues, unknown, EmployeeFormOutput>({
    // One form, two rules: the register schema's output (phone always a string) fits the edit one's.
    resolver: zodResolver(withInvitation ? (registerFormSchema as unknown as typeof editFormSchema) : editFormSchema),
    defaultValues: { ...blank, sendInvitation: mayInvite, ...defaultValues },
  });
  const errors = formState.errors;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack>
        {/* Read-only, not disabled: a disabled field's grey text is too faint to read. */}
        <TextInput
          label={t('employeeForm.idLabel')}
          value={employeeId ?? ''}
          placeholder={t('employeeForm.idPlaceholder')}
          readOnly
          variant="filled"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('employeeForm.firstNames')} withAsterisk autoComplete="off" error={fieldMessage(errors.firstNames, serverErrors.firstNames)} {...register('firstNames')} />
          <TextInput label={t('employeeForm.lastNames')} withAsterisk={withInvitation} autoComplete="off" error={fieldMessage(errors.lastNames, serverErrors.lastNames)} {...register('lastNames')} />
          <TextInput label={t('employeeForm.email')} type="email" withAsterisk autoComplete="off" error={fieldMessage(errors.email, serverErrors.email)} {...register('email')} />
          <TextInput
            label={t('employeeForm.phone')}
            description={t('employeeForm.phoneHint')}
            type="tel"
            withAsterisk={withInvitation}
            autoComplete="off"
            error={fieldMessage(errors.phone, serverErrors.phone)}
            {...register('phone')}
          />
        </SimpleGrid>
        <TextInput label={t('employeeForm.address')} withAsterisk={withInvitation} autoComplete="off" error={fieldMessage(errors.address, serverErrors.address)} {...register('address')} />
        {withDetails && (
          <>
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <Select
                  label={t('employeeDetail.status')}
                  data={employeeStatuses.map((status) => ({ value: status, label: t(`employeeDetail.statusOptions.${status}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange((value ?? 'active') as EmployeeStatus)}
                  allowDeselect={false}
                />
              )}
            />
            <Textarea
              label={t('employeeDetail.trip')}
              placeholder={t('employeeDetail.tripPlaceholder')}
              autosize
              minRows={3}
              error={fieldMessage(errors.tripPreferences, serverErrors.tripPreferences)}
              {...register('tripPreferences')}
            />
          </>
        )}
        {withInvitation && (
          <Controller
            control={control}
            name="sendInvitation"
            render={({ field }) => (
              <Checkbox
                label={t('employeeForm.sendInvitation')}
                description={mayInvite ? undefined : t('employeeForm.verifyEmailToInvite')}
                disabled={!mayInvite}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        {extraActions}
        <Button variant="default" component={Link} to={cancelTo}>
          {t('common:common.cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
