import { useEffect, useState } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { z } from 'zod';
import { twoStepLoginBodySchema, type SessionOpened } from '@rumbo/contract';
import { errorMessage, httpStatus } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useLoginTwoStepMutation } from '../api/auth-api';

const codeFormSchema = twoStepLoginBodySchema.pick({ code: true });
type CodeFormInput = z.input<typeof codeFormSchema>;
type CodeForm = z.output<typeof codeFormSchema>;

type Props = {
  /** What the password step answered; it names this login to the server. */
  challenge: string;
  onLoggedIn: (session: SessionOpened) => void;
  /** Back to the email and password. */
  onBack: () => void;
};

/**
 * The login's second step: a code from the authenticator app, or a recovery code. Phones show the
 * number pad for the app's six digits; asking for a recovery code brings the letters back.
 */
export function TwoStepLoginForm({ challenge, onLoggedIn, onBack }: Props) {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const notifyOutcome = useNotifyOutcome();
  const [recoveryCode, setRecoveryCode] = useState(false);
  const [verify, { isLoading }] = useLoginTwoStepMutation();
  const { register, handleSubmit, formState, setError, setFocus } = useForm<CodeFormInput, unknown, CodeForm>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });

  // An empty field asks for the kind of code the person chose.
  const codeError =
    recoveryCode && formState.errors.code?.message === 'twoStepCodeRequired' ? { ...formState.errors.code, message: 'twoStepRecoveryCodeRequired' } : formState.errors.code;

  // Focused on arrival, and again once the keyboard it asks for has changed.
  useEffect(() => setFocus('code'), [recoveryCode, setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    const session = await notifyOutcome(verify({ challenge, code }), {
      failure: (error) => {
        const status = httpStatus(error);
        // A wrong, used or late code and too many tries are the code's to fix: said under the field.
        if (status !== 401 && status !== 429) return errorMessage(error);
        setError('code', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
        return null;
      },
      failureTitle: t('login.noticeTitle'),
    });
    if (session) onLoggedIn(session);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput
          label={recoveryCode ? t('twoStep.recoveryCode') : t('twoStep.code')}
          description={recoveryCode ? t('twoStep.recoveryCodeHint') : t('twoStep.codeHint')}
          autoComplete="one-time-code"
          inputMode={recoveryCode ? 'text' : 'numeric'}
          autoCapitalize={recoveryCode ? 'characters' : 'off'}
          autoCorrect="off"
          spellCheck={false}
          error={fieldMessage(codeError)}
          {...register('code')}
        />
        <Button type="submit" loading={isLoading} fullWidth size="md">
          {t('twoStep.submit')}
        </Button>
        <Stack gap="xs" align="center">
          <Anchor component="button" type="button" size="sm" onClick={() => setRecoveryCode((current) => !current)}>
            {recoveryCode ? t('twoStep.useAppCode') : t('twoStep.useRecoveryCode')}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('twoStep.back')}
          </Anchor>
        </Stack>
      </Stack>
    </form>
  );
}
