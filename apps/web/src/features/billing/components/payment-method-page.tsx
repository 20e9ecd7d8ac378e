import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { TooltipOnUse } from '@/components/ui/tooltip-on-use';
import { IconCreditCard, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Card as SavedCard } from '@rumbo/contract';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useDeleteCardMutation, useGetCardsQuery, useGetSubscriptionQuery, useSetDefaultCardMutation } from '../api/billing-api';
import { checkoutPath, originPaths, readState, type CardsState, type CheckoutState } from '../billing-navigation';
import { cardLabel } from '../card/card-format';
import { CardSummary } from './card-summary';
import { StatusBadge } from './status-badge';

/**
 * /home/payment-method: the saved cards. Choosing one makes it the default, then goes back to the
 * subscription (or where the person came from), else on to the checkout; a card can be deleted.
 */
export function PaymentMethodPage() {
  const { t } = useTranslation(['billing', 'messages', 'common']);
  const notifyOutcome = useNotifyOutcome();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const state = readState<CardsState>(location.state);
  const priceId = searchParams.get('priceId') ?? state.priceId;
  const cards = useGetCardsQuery();
  const [setDefault, defaultState] = useSetDefaultCardMutation();
  const [deleteCard, deleteState] = useDeleteCardMutation();
  const [choosing, setChoosing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const subscription = useGetSubscriptionQuery().data?.subscription ?? null;
  // Renewals charge the default card: while a subscription is live, that card pays it.
  const paysSubscription = (card: SavedCard) => subscription !== null && subscription.status !== 'canceled' && card.isDefault;

  const choose = async (card: SavedCard) => {
    setChoosing(card.id);
    const chosen = await notifyOutcome(setDefault({ paymentMethodId: card.id }), {
      success: (answer) => answer.message || t('messages:defaultCardSet'),
      failure: t('paymentMethod.defaultFailed'),
    });
    setChoosing(null);
    if (!chosen) return;
    if (state.from) return void navigate(originPaths[state.from]);
    if (priceId) return void navigate(checkoutPath(priceId), { state: { paymentMethodId: card.id, plan_name: state.plan_name } satisfies CheckoutState });
    void navigate(paths.subscriptions);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    await notifyOutcome(deleteCard(deleting.id), {
      success: (answer) => answer.message || t('messages:cardDeleted'),
      failure: t('paymentMethod.deleteFailed'),
    });
    setDeleting(null);
  };

  const deleteWarning = (card: SavedCard) => {
    const text = t('paymentMethod.deleteText', { card: cardLabel(card.brand, card.last4) });
    if (!paysSubscription(card)) return text;
    const next = cards.data?.data.find((other) => other.id !== card.id);
    return `${text} ${next ? t('paymentMethod.deletePaysSubscription', { next: cardLabel(next.brand, next.last4) }) : t('paymentMethod.deletePaysSubscriptionOnly')}`;
  };

  const addCard = (
    <Button component={Link} to={paths.newPaymentMethod} state={{ ...state, priceId } satisfies CardsState} leftSection={<IconPlus size={18} aria-hidden />}>
      {t('paymentMethod.add')}
    </Button>
  );
  const list = cards.data?.data;

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={t('paymentMethod.title')} subtitle={t('paymentMethod.subtitle')} actions={list && list.length > 0 ? addCard : undefined} />
      {cards.isError ? (
        <LoadError message={errorMessage(cards.error, t('paymentMethod.loadFailed'))} onRetry={() => void cards.refetch()} />
      ) : !list ? (
        <Stack gap="sm" role="status" aria-label={t('common:common.loading')}>
          <Skeleton height={88} radius="lg" />
          <Skeleton height={88} radius="lg" />
        </Stack>
      ) : list.length === 0 ? (
        <EmptyState icon={<IconCreditCard size={36} stroke={1.5} />} title={t('paymentMethod.empty')} text={t('paymentMethod.emptyText')} action={addCard} />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((card) => {
            const name = cardLabel(card.brand, card.last4);
            return (
              <Card key={card.id} component="li" withBorder radius="lg" padding="md">
                <Group justify="space-between" gap="sm">
                  <Group gap="sm">
                    <CardSummary card={card} />
                    {card.isDefault && <StatusBadge color="green">{t('card.default')}</StatusBadge>}
                  </Group>
                  <Group gap="xs" ml="auto">
                    {/* The default card is the one in use already: there is nothing to choose. */}
                    {!card.isDefault && (
                      <Button
                        aria-label={t('paymentMethod.useNamed', { card: name })}
                        loading={choosing === card.id}
                        disabled={defaultState.isLoading && choosing !== card.id}
                        onClick={() => void choose(card)}
                      >
                        {t('paymentMethod.use')}
                      </Button>
                    )}
                    <TooltipOnUse label={t('paymentMethod.deleteNamed', { card: name })}>
                      <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('paymentMethod.deleteNamed', { card: name })} onClick={() => setDeleting(card)}>
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </TooltipOnUse>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('paymentMethod.deleteTitle')}
        message={deleting ? deleteWarning(deleting) : ''}
        confirmLabel={t('paymentMethod.deleteConfirm')}
        cancelLabel={t('common:common.cancel')}
        closeLabel={t('common:common.close')}
        danger
        loading={deleteState.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
