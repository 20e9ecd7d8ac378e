import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@rumbo/contract';
import { PasswordField } from '@/components/ui/password-field';
import { PublicShell } from '@/components/ui/public-shell';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useAcceptInvitationMutation, useResetPasswordMutation } from '../api/auth-api';

/**
 * Choosing a password from a mailed link: a reset (/reset-password) or an employee's invitation
 * (/accept-invitation). Both take the token from the URL and the new password twice.
 */
export function ResetPasswordPage({ languageControl, purpose = 'reset' }: { languageControl: ReactNode; purpose?: 'reset' | 'invitation' }) {
  const { t } = useTranslation(['auth', 'common']);
  const fieldMessage = useFieldMessage();
  const notifyOutcome = useNotifyOutcome();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPasswordMutation();
  const invitation = useAcceptInvitationMutation();
  const [resetPassword, { isLoading, error }] = purpose === 'reset' ? reset : invitation;
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    // A failure shows in the alert above the fields, with the way to ask for a new link.
    const changed = await notifyOutcome(resetPassword({ token, password }), { success: (answer) => answer.message, failure: () => null });
    if (changed) void navigate(paths.login, { replace: true });
  });

  return (
    <PublicShell
      title={purpose === 'reset' ? t('resetPassword.title') : t('acceptInvitation.title')}
      subtitle={purpose === 'reset' ? undefined : t('acceptInvitation.subtitle')}
      headerRight={languageControl}
      logoHref={paths.landing}
      logoLabel={t('common:brand.logoAlt')}
    >
      {!token ? (
        <Stack>
          <Alert color="red" role="alert">
            {t('resetPassword.missingToken')}
          </Alert>
          <Button component={Link} to={paths.forgotPassword}>
            {t('resetPassword.requestNew')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {error && (
              <Alert color="red" role="alert">
                {errorMessage(error)}{' '}
                <Anchor component={Link} to={paths.forgotPassword}>
                  {t('resetPassword.requestNew')}
                </Anchor>
              </Alert>
            )}
            <PasswordField
              label={t('resetPassword.password')}
              autoComplete="new-password"
              error={fieldMessage(formState.errors.password)}
              {...register('password')}
            />
            <PasswordField
              label={t('resetPassword.confirmPassword')}
              autoComplete="new-password"
              error={fieldMessage(formState.errors.confirmPassword)}
              {...register('confirmPassword')}
            />
            <Button type="submit" loading={isLoading} fullWidth size="md">
              {t('resetPassword.submit')}
            </Button>
            <Anchor component={Link} to={paths.login} ta="center" size="sm">
              {t('common:common.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      )}
    </PublicShell>
  );
}
