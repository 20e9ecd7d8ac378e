import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { Language } from '@rumbo/contract';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { DefaultCardPanel } from './default-card-panel';
import { PaymentHistory } from './payment-history';

/** /home/profile/my-payments: the default card, the billing information and the payment history. */
export function MyPaymentsPage({ language, timeZone }: { language: Language; timeZone: string }) {
  const { t } = useTranslation('billing');
  return (
    <Stack gap="lg">
      <PageHeader title={t('myPayments.title')} subtitle={t('myPayments.subtitle')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <DefaultCardPanel from="profile" />
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="billing-information">
          <Stack gap="sm" h="100%">
            <Title order={2} fz="h4" id="billing-information">
              {t('myPayments.billingInformation')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('myPayments.billingInformationText')}
            </Text>
            <Button component={Link} to={paths.billingInformation} variant="default" leftSection={<IconFileInvoice size={18} aria-hidden />} mt="auto" style={{ alignSelf: 'flex-start' }}>
              {t('myPayments.edit')}
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
      <Title order={2} fz="h3">
        {t('history.title')}
      </Title>
      <PaymentHistory language={language} timeZone={timeZone} />
    </Stack>
  );
}
