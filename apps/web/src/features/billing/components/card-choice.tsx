import { Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import type { Card } from '@rumbo/contract';
import { cardLabel, formatCardExpiry } from '../card/card-format';
import { StatusBadge } from './status-badge';

/** The saved cards as one radio group: each names its brand, last digits, expiry and holder. */
export function CardChoice({ cards, value, onChange, label, error }: { cards: Card[]; value: string | null; onChange: (id: string) => void; label: string; error?: string }) {
  const { t } = useTranslation('billing');
  return (
    <Radio.Group value={value} onChange={onChange} label={label} error={error}>
      <Stack gap="xs" mt="xs">
        {cards.map((card) => (
          <Radio.Card key={card.id} value={card.id} radius="md" p="md" withBorder aria-label={`${cardLabel(card.brand, card.last4)}, ${formatCardExpiry(card.expMonth, card.expYear)}`}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={0} style={{ flexGrow: 1 }} miw={0}>
                <Group gap="xs">
                  <Text fw={600} className="rumbo-amount">
                    {cardLabel(card.brand, card.last4)}
                  </Text>
                  {card.isDefault && <StatusBadge color="green">{t('card.default')}</StatusBadge>}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('card.expires', { expiry: formatCardExpiry(card.expMonth, card.expYear) })}
                  {card.holderName ? ` · ${card.holderName}` : ''}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
