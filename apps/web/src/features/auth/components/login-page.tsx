import { useState, type ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { loginBodySchema, type LoginBody, type SessionOpened } from '@rumbo/contract';
import { PasswordField } from '@/components/ui/password-field';
import { PublicShell } from '@/components/ui/public-shell';
import { paths } from '@/config/paths';
import { errorMessage, httpStatus, type RequestError } from '@/lib/api/errors';
import { loggedIn } from '@/lib/api/session-slice';
import { useFeedback } from '@/lib/feedback/use-feedback';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useLoginMutation } from '../api/auth-api';
import { TwoStepLoginForm } from './two-step-login-form';

/** Where to go after login: the private page first asked for, else /home. */
function destinationFrom(state: unknown): string {
  const from = (state as { from?: string } | null)?.from;
  return from && from.startsWith('/') && !from.startsWith('//') && from !== paths.login ? from : paths.home;
}

export function LoginPage({ languageControl }: { languageControl: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  const fieldMessage = useFieldMessage();
  const notify = useFeedback();
  const notifyOutcome = useNotifyOutcome();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  // Set while the password was right and the account asks for a code too.
  const [challenge, setChallenge] = useState<string | null>(null);
  const { register, handleSubmit, formState, resetField } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { username: '', password: '' },
  });

  /** With or without the second step, a login ends the same way. */
  const openSession = (session: SessionOpened) => {
    dispatch(loggedIn(session));
    notify('success', t('login.success'), t('login.noticeTitle'));
    const destination = destinationFrom(location.state);
    // A person who is not an administrator lands on their rides, the riders' app.
    void navigate(!session.user.isAdmin && destination === paths.home ? paths.riders : destination, { replace: true });
  };

  const loginFailure = (error: RequestError) => {
    if (httpStatus(error) !== 401) return errorMessage(error);
    const serverMessage = (error as { data?: { message?: string } }).data?.message;
    return serverMessage ? t('login.authError', { message: serverMessage }) : t('login.invalidCredentials');
  };

  const onSubmit = handleSubmit(async (body) => {
    const answer = await notifyOutcome(login(body), { failure: loginFailure, failureTitle: t('login.noticeTitle') });
    if (!answer) return;
    if ('twoStepRequired' in answer) setChallenge(answer.challenge);
    else openSession(answer);
  });

  const backToPassword = () => {
    setChallenge(null);
    resetField('password');
  };

  return (
    <PublicShell
      title={challenge ? t('twoStep.title') : t('login.title')}
      subtitle={challenge ? t('twoStep.subtitle') : t('login.subtitle')}
      headerRight={languageControl}
      logoHref={paths.landing}
      logoLabel={t('common:brand.logoAlt')}
    >
      {challenge ? (
        <TwoStepLoginForm challenge={challenge} onLoggedIn={openSession} onBack={backToPassword} />
      ) : (
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
      )}
    </PublicShell>
  );
}
