import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import type { useGetCardsQuery } from '../api/billing-api';
import type { CardsState } from '../billing-navigation';
import { CardChoice } from './card-choice';

type Props = {
  cards: ReturnType<typeof useGetCardsQuery>;
  chosen: string | null;
  onChoose: (cardId: string) => void;
  /** What the card form needs to come back to this checkout. */
  cardForm: CardsState;
};

/** The card to pay with, among the saved ones, and the way to add another. */
export function PurchaseCard({ cards, chosen, onChoose, cardForm }: Props) {
  const { t } = useTranslation(['billing', 'common']);
  const cardList = cards.data?.data ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="purchase-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h3" id="purchase-card">
            {t('purchase.paymentMethod')}
          </Title>
          <Button component={Link} to={paths.newPaymentMethod} state={cardForm} variant="light" leftSection={<IconPlus size={18} aria-hidden />}>
            {t('purchase.addCard')}
          </Button>
        </Group>
        {cards.isError ? (
          <LoadError message={errorMessage(cards.error, t('purchase.cardsLoadFailed'))} onRetry={() => void cards.refetch()} />
        ) : !cards.data ? (
          <Skeleton height={72} role="status" aria-label={t('common:common.loading')} />
        ) : cardList.length === 0 ? (
          <Text c="dimmed">{t('purchase.noCards')}</Text>
        ) : (
          <CardChoice cards={cardList} value={chosen} onChange={onChoose} label={t('purchase.chooseCard')} />
        )}
      </Stack>
    </Card>
  );
}
