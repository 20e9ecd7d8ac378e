import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { cardLabel, formatCardExpiry } from '../card/card-format';

export type CardFacts = { brand: string; last4: string; expMonth: number; expYear: number; holderName?: string | null };

/** A card as people recognise it: brand •••• last4, its expiry MM/YY and, when known, its holder. */
export function CardSummary({ card }: { card: CardFacts }) {
  const { t } = useTranslation('billing');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={40} radius="md">
        <IconCreditCard size={22} aria-hidden />
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text fw={600} className="rumbo-amount">
          {cardLabel(card.brand, card.last4)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('card.expires', { expiry: formatCardExpiry(card.expMonth, card.expYear) })}
          {card.holderName ? ` · ${card.holderName}` : ''}
        </Text>
      </Stack>
    </Group>
  );
}

/** The processor's payment method shape (snake_case) as a card's facts. */
export function cardFactsOf(method: { card: { brand: string; last4: string; exp_month: number; exp_year: number }; billing_details: { name: string | null } }): CardFacts {
  return { brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year, holderName: method.billing_details.name };
}
