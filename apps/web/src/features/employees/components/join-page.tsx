import type { ReactNode } from 'react';
import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link, useParams } from 'react-router';
import { joinSignUpBodySchema, type JoinSignUpBody } from '@rumbo/contract';
import { PasswordField } from '@/components/ui/password-field';
import { PublicShell } from '@/components/ui/public-shell';
import { paths } from '@/config/paths';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useGetJoinPageQuery, useJoinCompanyMutation } from '../api/employees-api';

/** /join/{code}: a person signs up to their company and waits for approval (or not, by domain). */
export function JoinPage({ languageControl }: { languageControl: ReactNode }) {
  const { t } = useTranslation(['employees', 'common', 'messages']);
  const fieldMessage = useFieldMessage();
  const { code = '' } = useParams();
  const company = useGetJoinPageQuery(code, { skip: !code });
  const [join, joined] = useJoinCompanyMutation();
  const serverFields = fieldErrors(joined.error);
  const { register, handleSubmit, formState } = useForm<JoinSignUpBody>({
    resolver: zodResolver(joinSignUpBodySchema),
    defaultValues: { firstNames: '', lastNames: '', email: '', phone: '', password: '' },
  });
  const title = company.isError ? t('join.invalidTitle') : company.data ? t('join.title', { company: company.data.enterpriseName }) : t('join.doneTitle');
  const shell = (children: ReactNode) => (
    <PublicShell title={title} subtitle={company.data ? t('join.subtitle') : undefined} headerRight={languageControl} logoHref={paths.landing} logoLabel={t('common:brand.logoAlt')}>
      {children}
    </PublicShell>
  );
  // Ways on: an account that may log in goes to the login; anyone else learns what Rumbo is.
  const wayOn = (canLogIn: boolean) => (
    // The landing is a page of its own outside the SPA: a full page load.
    <Button component={Link} to={canLogIn ? paths.login : paths.landing} reloadDocument={!canLogIn} variant="light">
      {canLogIn ? t('join.goToLogin') : t('join.goToRumbo')}
    </Button>
  );
  if (company.isError) {
    return shell(
      <Stack>
        <Alert color="red" role="alert" icon={<IconLinkOff aria-hidden />}>
          {errorMessage(company.error)}
        </Alert>
        {/* Side by side where both labels fit, one above the other on phones. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {wayOn(true)}
          {wayOn(false)}
        </SimpleGrid>
      </Stack>,
    );
  }
  if (joined.data) {
    return shell(
      <Stack>
        <Alert icon={<IconCircleCheck aria-hidden />} title={t('join.doneTitle')} role="status">
          {joined.data.message}
        </Alert>
        {wayOn(!joined.data.isPending)}
      </Stack>,
    );
  }
  return shell(
    <form onSubmit={handleSubmit(async (body) => void (await join({ code, body })))} noValidate>
      <Stack>
        {joined.error && (
          <Alert color="red" role="alert">
            {errorMessage(joined.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('employeeForm.firstNames')} autoComplete="given-name" withAsterisk error={fieldMessage(formState.errors.firstNames, serverFields.firstNames)} {...register('firstNames')} />
          <TextInput label={t('employeeForm.lastNames')} autoComplete="family-name" withAsterisk error={fieldMessage(formState.errors.lastNames, serverFields.lastNames)} {...register('lastNames')} />
        </SimpleGrid>
        <TextInput label={t('employeeForm.email')} type="email" autoComplete="email" withAsterisk error={fieldMessage(formState.errors.email, serverFields.email)} {...register('email')} />
        <TextInput label={t('employeeForm.phone')} description={t('employeeForm.phoneHint')} type="tel" autoComplete="tel" withAsterisk error={fieldMessage(formState.errors.phone, serverFields.phone)} {...register('phone')} />
        <PasswordField label={t('join.password')} description={t('join.passwordHint')} autoComplete="new-password" withAsterisk error={fieldMessage(formState.errors.password, serverFields.password)} {...register('password')} />
        <Button type="submit" loading={joined.isLoading} disabled={!company.data} fullWidth size="md">
          {t('join.submit')}
        </Button>
      </Stack>
    </form>,
  );
}
