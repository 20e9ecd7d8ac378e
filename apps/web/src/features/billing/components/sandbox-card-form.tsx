import { useState } from 'react';
import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle, IconFlask, IconLock } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { z } from 'zod';
import { sandboxConfirmSetupBodySchema } from '@rumbo/contract';
import { errorMessage, fieldErrors, httpStatus } from '@/lib/api/errors';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useConfirmSandboxSetupMutation } from '../api/billing-api';
import { parseCardExpiry, typedCardExpiry, typedCardNumber } from '../card/card-format';
import { StatusBadge } from './status-badge';

/** The card form's fields: the contract's rules for number, CVC and holder, the expiry typed as MM/YY. */
export const cardFormSchema = z.object({
  number: sandboxConfirmSetupBodySchema.shape.number,
  expiry: z.string().refine((text) => parseCardExpiry(text) !== null, 'cardExpiryInvalid'),
  cvc: sandboxConfirmSetupBodySchema.shape.cvc,
  holderName: sandboxConfirmSetupBodySchema.shape.holderName,
});
type CardFormInput = z.input<typeof cardFormSchema>;
type CardFormValues = z.output<typeof cardFormSchema>;

export type CardFormProps = {
  clientSecret: string;
  /** The card is confirmed: the page keeps it among the company's cards. */
  onConfirmed: (setupIntentId: string, paymentMethodId: string) => Promise<void>;
  /** The setup intent can no longer be confirmed (used, or gone): the page starts another. */
  onStale: () => void;
  cancelTo: string;
  cancelState?: unknown;
};

const testCards = [
  { number: '4242 4242 4242 4242', outcome: 'testCardWorks' },
  { number: '4000 0000 0000 0002', outcome: 'testCardDeclined' },
  { number: '4000 0000 0000 9995', outcome: 'testCardInsufficient' },
] as const;

function TestCards() {
  const { t } = useTranslation('billing');
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-amber-light)" component="section" aria-labelledby="test-cards">
      <Stack gap="xs">
        <Group gap="xs">
          <StatusBadge color="amber" icon={<IconFlask size={12} aria-hidden />}>
            {t('testMode.label')}
          </StatusBadge>
          <Text fw={600} id="test-cards">
            {t('newCard.testCardsTitle')}
          </Text>
        </Group>
        <Text size="sm">{t('testMode.text')}</Text>
        <List size="sm" spacing={4}>
          {testCards.map((card) => (
            <List.Item key={card.number}>
              <Text span ff="monospace" size="sm">
                {card.number}
              </Text>{' '}
              — {t(`newCard.${card.outcome}`)}
            </List.Item>
          ))}
        </List>
        <Text size="sm">{t('newCard.testCardsText')}</Text>
      </Stack>
    </Paper>
  );
}

/**
 * The test-mode card form: number, expiry MM/YY, CVC and holder name, confirmed by the sandbox
 * processor as Stripe's confirmCardSetup would. A refused card says why and keeps what was typed,
 * the number aside.
 */
export function SandboxCardForm({ clientSecret, onConfirmed, onStale, cancelTo, cancelState }: CardFormProps) {
  const { t } = useTranslation(['billing', 'common']);
  const fieldMessage = useFieldMessage();
  const [confirmSetup, confirmState] = useConfirmSandboxSetupMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const serverFields = fieldErrors(confirmState.error);
  const { control, register, handleSubmit, formState, setValue, setFocus } = useForm<CardFormInput, unknown, CardFormValues>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { number: '', expiry: '', cvc: '', holderName: '' },
  });

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    const expiry = parseCardExpiry(values.expiry);
    if (!expiry) return;
    const result = await confirmSetup({ clientSecret, number: values.number, expMonth: expiry.month, expYear: expiry.year, cvc: values.cvc, holderName: values.holderName });
    if ('error' in result) {
      const status = httpStatus(result.error);
      if (status === 400) return;
      setRefusal(errorMessage(result.error, t('newCard.addFailed')));
      if (status === 402) {
        setValue('number', '');
        setFocus('number');
      }
      if (status === 404 || status === 409) onStale();
      return;
    }
    const paymentMethodId = result.data.setupIntent.payment_method;
    if (result.data.setupIntent.status !== 'succeeded' || !paymentMethodId) {
      setRefusal(t('newCard.addFailed'));
      return;
    }
    setSaving(true);
    await onConfirmed(result.data.setupIntent.id, paymentMethodId);
    setSaving(false);
  });

  return (
    <Stack gap="lg">
      <TestCards />
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('newCard.title')}>
        <Stack>
          {refusal && (
            <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
              {refusal}
            </Alert>
          )}
          <Controller
            control={control}
            name="number"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                onChange={(event) => field.onChange(typedCardNumber(event.currentTarget.value))}
                label={t('newCard.number')}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="4242 4242 4242 4242"
                error={fieldMessage(fieldState.error, serverFields.number)}
                withAsterisk
              />
            )}
          />
          <SimpleGrid cols={2} spacing="md">
            <Controller
              control={control}
              name="expiry"
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  onChange={(event) => field.onChange(typedCardExpiry(event.currentTarget.value))}
                  label={t('newCard.expiry')}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/AA"
                  error={fieldMessage(fieldState.error, serverFields.expMonth ?? serverFields.expYear ?? serverFields.expiry)}
                  withAsterisk
                />
              )}
            />
            <TextInput
              {...register('cvc')}
              label={t('newCard.cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              placeholder="123"
              error={fieldMessage(formState.errors.cvc, serverFields.cvc)}
              withAsterisk
            />
          </SimpleGrid>
          <TextInput
            {...register('holderName')}
            label={t('newCard.holder')}
            description={t('newCard.holderHint')}
            autoComplete="cc-name"
            error={fieldMessage(formState.errors.holderName, serverFields.holderName)}
            withAsterisk
          />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={cancelTo} state={cancelState}>
              {t('newCard.cancel')}
            </Button>
            <Button type="submit" loading={confirmState.isLoading || saving} leftSection={<IconLock size={18} aria-hidden />}>
              {t('newCard.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
