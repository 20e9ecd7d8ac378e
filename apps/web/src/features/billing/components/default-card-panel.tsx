import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useGetDefaultPaymentMethodQuery } from '../api/billing-api';
import type { CardsOrigin, CardsState } from '../billing-navigation';
import { CardSummary, cardFactsOf } from './card-summary';

/** The company's default card, and the way to its saved cards (back to `from` once one is chosen). */
export function DefaultCardPanel({ from }: { from: CardsOrigin }) {
  const { t } = useTranslation('billing');
  const method = useGetDefaultPaymentMethodQuery();
  const state = { from } satisfies CardsState;
  const card = method.data?.paymentMethod;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="default-card">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="default-card">
          {t('myPayments.defaultCard')}
        </Title>
        {method.isError ? (
          <LoadError message={errorMessage(method.error, t('myPayments.cardLoadFailed'))} onRetry={() => void method.refetch()} />
        ) : !method.data ? (
          <Skeleton height={48} />
        ) : card ? (
          <CardSummary card={cardFactsOf(card)} />
        ) : (
          <Text c="dimmed">{t('card.none')}</Text>
        )}
        <Group gap="xs" mt="auto">
          {card ? (
            <Button component={Link} to={paths.paymentMethod} state={state} variant="default" leftSection={<IconCreditCard size={18} aria-hidden />}>
              {t('myPayments.manageCards')}
            </Button>
          ) : (
            method.data && (
              <Button component={Link} to={paths.newPaymentMethod} state={state} variant="light" leftSection={<IconPlus size={18} aria-hidden />}>
                {t('myPayments.addCard')}
              </Button>
            )
          )}
        </Group>
      </Stack>
    </Card>
  );
}
