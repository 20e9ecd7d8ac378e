import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@rumbo/contract';
import { PublicShell } from '@/components/ui/public-shell';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useForgotPasswordMutation } from '../api/auth-api';

export function ForgotPasswordPage({ languageControl }: { languageControl: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  const fieldMessage = useFieldMessage();
  const [forgotPassword, { isLoading, data, error }] = useForgotPasswordMutation();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    await forgotPassword(body);
  });

  return (
    <PublicShell
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
      headerRight={languageControl}
      logoHref={paths.landing}
      logoLabel={t('common:brand.logoAlt')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {data && (
            <Alert icon={<IconMailCheck aria-hidden />} title={t('forgotPassword.sentTitle')} role="status">
              {data.message}
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert">
              {errorMessage(error)}
            </Alert>
          )}
          <TextInput
            label={t('forgotPassword.email')}
            type="email"
            autoComplete="email"
            error={fieldMessage(formState.errors.email)}
            {...register('email')}
          />
          <Button type="submit" loading={isLoading} fullWidth size="md">
            {t('forgotPassword.submit')}
          </Button>
          <Anchor component={Link} to={paths.login} ta="center" size="sm">
            {t('common:common.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </PublicShell>
  );
}
