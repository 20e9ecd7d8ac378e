import { Card, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { formatMoney, type billingEndpoints, type Language, type ResponseOf } from '@rumbo/contract';

type Props = {
  /** The plan and its price; undefined while on its way. */
  plan: ResponseOf<typeof billingEndpoints.price>['data'] | undefined;
  /** The company changes its plan: today's difference is shown apart, this is the monthly price from the period's end. */
  changing: boolean;
  language: Language;
};

/** The chosen plan, what it offers and its monthly total. */
export function PurchasePlan({ plan, changing, language }: Props) {
  const { t } = useTranslation(['billing', 'common']);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="purchase-plan">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('purchase.plan')}
        </Text>
        {plan ? (
          <>
            <Title order={2} id="purchase-plan">
              {plan.product.name}
            </Title>
            <Text c="dimmed">{plan.product.description}</Text>
            <Divider my="xs" />
            <Group justify="space-between" align="baseline">
              <Text fw={600}>{t('purchase.total')}</Text>
              <Text fw={700} fz={28} className="rumbo-amount">
                {formatMoney(plan.price.unit_amount, language)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" ta="right">
              {t('purchase.taxIncluded')}
            </Text>
            {changing && (
              <Text size="sm" c="dimmed">
                {t('purchase.monthlyAfterChange')}
              </Text>
            )}
          </>
        ) : (
          <Skeleton height={120} role="status" aria-label={t('common:common.loading')} id="purchase-plan" />
        )}
      </Stack>
    </Card>
  );
}
