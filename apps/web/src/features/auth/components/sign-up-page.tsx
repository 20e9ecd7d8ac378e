import type { ReactNode } from 'react';
import { Anchor, Button, Checkbox, Select, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { interestPlans, signUpFormSchema, type SignUpForm } from '@rumbo/contract';
import { PasswordField } from '@/components/ui/password-field';
import { PublicShell } from '@/components/ui/public-shell';
import { paths } from '@/config/paths';
import { fieldErrors } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useRegisterMutation } from '../api/auth-api';

export function SignUpPage({ languageControl }: { languageControl: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  const fieldMessage = useFieldMessage();
  const notifyOutcome = useNotifyOutcome();
  const navigate = useNavigate();
  const [registerCompany, { isLoading, error }] = useRegisterMutation();
  const serverFields = fieldErrors(error);
  const { register, handleSubmit, control, formState } = useForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { companyName: '', representativeName: '', email: '', password: '', acceptTerms: false },
  });

  const onSubmit = handleSubmit(async ({ acceptTerms: _accepted, ...body }) => {
    const registered = await notifyOutcome(registerCompany(body), { success: t('signUp.success'), failure: t('signUp.failure') });
    if (registered) void navigate(paths.login);
  });

  return (
    <PublicShell
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      headerRight={languageControl}
      logoHref={paths.landing}
      logoLabel={t('common:brand.logoAlt')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('signUp.companyName')}
            autoComplete="organization"
            withAsterisk
            error={fieldMessage(formState.errors.companyName, serverFields.companyName)}
            {...register('companyName')}
          />
          <TextInput
            label={t('signUp.representativeName')}
            autoComplete="name"
            withAsterisk
            error={fieldMessage(formState.errors.representativeName, serverFields.representativeName)}
            {...register('representativeName')}
          />
          <TextInput
            label={t('signUp.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            error={fieldMessage(formState.errors.email, serverFields.email)}
            {...register('email')}
          />
          <PasswordField
            label={t('signUp.password')}
            description={t('signUp.passwordHint')}
            autoComplete="new-password"
            withAsterisk
            error={fieldMessage(formState.errors.password, serverFields.password)}
            {...register('password')}
          />
          <Controller
            control={control}
            name="interestPlan"
            render={({ field, fieldState }) => (
              <Select
                label={t('signUp.interestPlan')}
                placeholder={t('signUp.interestPlanPlaceholder')}
                withAsterisk
                data={interestPlans.map((plan) => ({ value: plan, label: t(`signUp.plans.${plan}`) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldMessage(fieldState.error, serverFields.interestPlan)}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field, fieldState }) => (
              <Checkbox
                label={
                  <Trans
                    t={t}
                    i18nKey="signUp.acceptTerms"
                    components={{
                      // A new tab keeps what was typed here; the click opens the terms without ticking the box.
                      terms: <Anchor href={paths.terms} target="_blank" rel="noopener" underline="always" inherit onClick={(event) => event.stopPropagation()} />,
                    }}
                  />
                }
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldMessage(fieldState.error)}
              />
            )}
          />
          <Text size="sm" c="dimmed">
            {t('signUp.noCharge')}
          </Text>
          <Button type="submit" loading={isLoading} fullWidth size="md">
            {t('signUp.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('signUp.haveAccount')}{' '}
            <Anchor component={Link} to={paths.login}>
              {t('signUp.logIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicShell>
  );
}
