import { useEffect, useRef, useState } from 'react';
import { Button, Code, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { z } from 'zod';
import { enableTwoStepBodySchema, type EnableTwoStepBody, type EnableTwoStepResponse, type TwoStepSetup } from '@rumbo/contract';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useEnableTwoStepMutation } from '../api/account-security-api';
import { AuthenticatorQrCode } from './authenticator-qr-code';

/** The secret as a person copies it by hand: groups of four characters. */
function inGroupsOfFour(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

type Props = {
  setup: TwoStepSetup;
  /** Two-step verification is on: the answer carries the recovery codes, shown this once. */
  onEnabled: (answer: EnableTwoStepResponse) => void;
  onCancel: () => void;
};

/** Turning two-step verification on: the app reads the QR code (or the key typed in), then a code from it confirms. */
export function TwoStepSetupPanel({ setup, onEnabled, onCancel }: Props) {
  const { t } = useTranslation(['accountSecurity', 'common']);
  const fieldMessage = useFieldMessage();
  const [enable, { isLoading }] = useEnableTwoStepMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { register, handleSubmit, formState, setError } = useForm<EnableTwoStepBody, unknown, z.output<typeof enableTwoStepBodySchema>>({
    resolver: zodResolver(enableTwoStepBodySchema),
    defaultValues: { code: '' },
  });

  // The button that opened this step is gone: reading goes on from the step's first heading.
  useEffect(() => headingRef.current?.focus(), []);

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    const result = await enable(body);
    if ('error' in result) {
      const fields = fieldErrors(result.error);
      if (fields.code) setError('code', { type: 'server', message: fields.code }, { shouldFocus: true });
      else setFailure(errorMessage(result.error));
      return;
    }
    onEnabled(result.data);
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <Stack gap="xs" align="flex-start">
        <Title order={3} fz="h4" ref={headingRef} tabIndex={-1}>
          {t('twoStep.setup.scanTitle')}
        </Title>
        <Text size="sm">{t('twoStep.setup.scanText')}</Text>
        <AuthenticatorQrCode uri={setup.otpauthUri} label={t('twoStep.setup.qrLabel')} />
        <Text size="sm">{t('twoStep.setup.manualKey')}</Text>
        <Code data-testid="two-step-secret" fz="md" px="sm" py={6} style={{ overflowWrap: 'anywhere' }}>
          {inGroupsOfFour(setup.secret)}
        </Code>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={3} fz="h4">
            {t('twoStep.setup.codeTitle')}
          </Title>
          <TextInput
            label={t('twoStep.setup.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoCorrect="off"
            spellCheck={false}
            maw={240}
            error={fieldMessage(formState.errors.code)}
            {...register('code')}
          />
          {failure && (
            <Text role="alert" c="var(--mantine-color-error)" size="sm">
              {failure}
            </Text>
          )}
          <Group gap="xs" mt="xs">
            <Button type="submit" loading={isLoading}>
              {t('twoStep.setup.confirm')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('common:common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SimpleGrid>
  );
}
