import type { ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { loginBodySchema, type LoginBody } from '@rumbo/contract';
import { PasswordField } from '@/components/ui/password-field';
import { PublicShell } from '@/components/ui/public-shell';
import { paths } from '@/config/paths';
import { errorMessage, httpStatus } from '@/lib/api/errors';
import { loggedIn } from '@/lib/api/session-slice';
import { useFeedback } from '@/lib/feedback/use-feedback';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useLoginMutation } from '../api/auth-api';

/** Where to go after login: the private page first asked for, else /home. */
function destinationFrom(state: unknown): string {
  const from = (state as { from?: string } | null)?.from;
  return from && from.startsWith('/') && !from.startsWith('//') && from !== paths.login ? from : paths.home;
}

export function LoginPage({ languageControl }: { languageControl: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  const fieldMessage = useFieldMessage();
  const notify = useFeedback();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    const result = await login(body);
    if ('error' in result) {
      const status = httpStatus(result.error);
      const serverMessage = (result.error as { data?: { message?: string } }).data?.message;
      const message =
        status === 401
          ? serverMessage
            ? t('login.authError', { message: serverMessage })
            : t('login.invalidCredentials')
          : errorMessage(result.error);
      notify('error', message, t('login.noticeTitle'));
      return;
    }
    dispatch(loggedIn(result.data));
    notify('success', t('login.success'), t('login.noticeTitle'));
    void navigate(destinationFrom(location.state), { replace: true });
  });

  return (
    <PublicShell
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      headerRight={languageControl}
      logoHref={paths.landing}
      logoLabel={t('common:brand.logoAlt')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('login.username')}
            placeholder={t('login.usernamePlaceholder')}
            autoComplete="username"
            error={fieldMessage(formState.errors.username)}
            {...register('username')}
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            error={fieldMessage(formState.errors.password)}
            {...register('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={isLoading} fullWidth size="md">
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={paths.signUp}>
              {t('login.signUp')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </PublicShell>
  );
}
