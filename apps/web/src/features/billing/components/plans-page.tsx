import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCoin, IconStar } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { formatMoney, type Language, type Plan, type PlanProduct, type Subscription } from '@rumbo/contract';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/errors';
import { useGetPlansQuery, useGetSubscriptionQuery } from '../api/billing-api';
import { ResumeSubscription } from './resume-subscription';

type Props = {
  language: Language;
  /** The plan the company named at sign-up, marked as its suggestion while it has none. */
  suggestedPlan: Plan | null;
  /** Shown inside another page (the subscriptions page without a subscription): a level-2 heading. */
  embedded?: boolean;
};

type PlanCardProps = {
  product: PlanProduct;
  language: Language;
  /** The company's live subscription when this is its plan. */
  current: Subscription | null;
  suggested: boolean;
  subscribed: boolean;
  headingOrder: 2 | 3;
};

function PlanCard({ product, language, current, suggested, subscribed, headingOrder }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const features = [
    product.employeeLimit === null ? t('plans.unlimitedPeople') : t('plans.upToPeople', { count: product.employeeLimit }),
    t(`plans.report.${product.reportCadence}`),
    product.support24x7 ? t('plans.support24x7') : t('plans.supportWorkingDays'),
  ];
  const checkout = `${paths.purchaseDetail}?priceId=${encodeURIComponent(product.default_price.id)}`;
  const headingId = `plan-${product.id}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId} style={suggested || current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}>
      <Stack gap="md" h="100%">
        <Stack gap={6}>
          <Group justify="space-between" wrap="wrap" align="center" gap="xs">
            <Title order={headingOrder} fz="h3" id={headingId}>
              {product.name}
            </Title>
            {current ? (
              <Badge variant="filled" tt="none">
                {t('plans.currentBadge')}
              </Badge>
            ) : (
              suggested && (
                <Badge variant="light" tt="none" leftSection={<IconStar size={12} aria-hidden />}>
                  {t('plans.suggested')}
                </Badge>
              )
            )}
          </Group>
          <Text c="dimmed" size="sm">
            {product.description}
          </Text>
        </Stack>
        <div>
          <Text component="span" fz={32} fw={700} lh={1}>
            {formatMoney(product.default_price.unit_amount, language)}
          </Text>{' '}
          <Text component="span" c="dimmed">
            {t('plans.perMonth')}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {t('plans.taxIncluded')}
          </Text>
        </div>
        <List
          spacing="xs"
          size="sm"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {current ? (
          <>
            {/* A cancelled plan that still runs is resumed here, rather than shown as merely current. */}
            {!current.cancel_at_period_end && (
              <Button disabled fullWidth>
                {t('plans.currentPlan')}
              </Button>
            )}
            <ResumeSubscription subscription={current} fullWidth />
          </>
        ) : (
          <Button
            component={Link}
            to={checkout}
            state={{ productId: product.id, plan_name: product.name, price: product.default_price.unit_amount, description: product.description, priceId: product.default_price.id, validateSubscription: subscribed }}
            variant={suggested ? 'filled' : 'light'}
            fullWidth
            aria-label={t('plans.chooseNamed', { plan: product.name })}
          >
            {t('plans.choose')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /home/plans: the plans on sale with their monthly price and what each includes. The plan the
 * company pays for reads 'Plan Actual' and does nothing, or offers to resume it once cancelled; the
 * others lead to the checkout. A credit kept from an ended subscription is shown above them.
 */
export function PlansPage({ language, suggestedPlan, embedded = false }: Props) {
  const { t } = useTranslation(['billing', 'common']);
  const plans = useGetPlansQuery(language);
  const subscriptionAnswer = useGetSubscriptionQuery().data;
  const subscription = subscriptionAnswer?.subscription ?? null;
  const live = subscription && subscription.status !== 'canceled' ? subscription : null;
  const currentPlan = live?.plan.product ?? null;
  const credit = subscriptionAnswer?.creditBalance ?? 0;
  return (
    <Stack gap="lg">
      {embedded ? (
        <Stack gap={4}>
          <Title order={2}>{t('plans.title')}</Title>
          <Text c="dimmed">{t('plans.subtitle')}</Text>
        </Stack>
      ) : (
        <PageHeader title={t('plans.title')} subtitle={t('plans.subtitle')} />
      )}
      {!live && credit > 0 && (
        <Alert color="green" icon={<IconCoin aria-hidden />}>
          {t('plans.creditNote', { amount: formatMoney(credit, language) })}
        </Alert>
      )}
      {plans.isError ? (
        <LoadError message={errorMessage(plans.error, t('plans.loadFailed'))} onRetry={() => void plans.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {plans.data
            ? plans.data.data.products.map((product) => (
                <PlanCard key={product.id} product={product} language={language} current={product.id === currentPlan ? live : null} suggested={currentPlan === null && product.id === suggestedPlan} subscribed={subscription !== null} headingOrder={embedded ? 3 : 2} />
              ))
            : [0, 1, 2].map((index) => <Skeleton key={index} height={380} radius="lg" role="status" aria-label={t('common:common.loading')} />)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
