import { useMemo, useState } from 'react';
import { Alert, Box, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { CardFormProps } from './sandbox-card-form';

// Stripe mode only: this module (and Stripe.js, fetched from js.stripe.com) loads when the page needs it.

const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

function StripeFields({ clientSecret, onConfirmed, cancelTo, cancelState }: CardFormProps) {
  const { t } = useTranslation(['billing', 'messages']);
  const stripe = useStripe();
  const elements = useElements();
  const [holderName, setHolderName] = useState('');
  const [holderError, setHolderError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setRefusal(null);
    const name = holderName.trim();
    setHolderError(name ? null : t('messages:cardHolderRequired'));
    if (!name) return;
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return setRefusal(t('newCard.stripeNotReady'));
    setBusy(true);
    const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card, billing_details: { name } } });
    if (result.error) {
      setBusy(false);
      return setRefusal(result.error.message ?? t('newCard.addFailed'));
    }
    const method = result.setupIntent.payment_method;
    const paymentMethodId = typeof method === 'string' ? method : method?.id;
    if (!paymentMethodId) {
      setBusy(false);
      return setRefusal(t('newCard.addFailed'));
    }
    await onConfirmed(result.setupIntent.id, paymentMethodId);
    setBusy(false);
  };

  return (
    <form
      noValidate
      aria-label={t('newCard.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        {refusal && (
          <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {refusal}
          </Alert>
        )}
        <Input.Wrapper label={t('newCard.number')} withAsterisk>
          <Box p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}>
            <CardElement options={{ hidePostalCode: true }} />
          </Box>
        </Input.Wrapper>
        <TextInput
          label={t('newCard.holder')}
          description={t('newCard.holderHint')}
          autoComplete="cc-name"
          value={holderName}
          onChange={(event) => setHolderName(event.currentTarget.value)}
          error={holderError}
          withAsterisk
        />
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={cancelTo} state={cancelState}>
            {t('newCard.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={!stripe} leftSection={<IconLock size={18} aria-hidden />}>
            {t('newCard.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Stripe Elements' card field with our holder name, confirmed with confirmCardSetup. */
export function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeFields {...props} />
    </Elements>
  );
}
