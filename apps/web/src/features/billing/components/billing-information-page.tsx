import { Alert, Button, Group, Paper, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { z } from 'zod';
import { billingInformationSchema, type BillingInformation } from '@rumbo/contract';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useGetBillingInformationQuery, useSaveBillingInformationMutation } from '../api/billing-api';

type FormInput = z.input<typeof billingInformationSchema>;
const empty: FormInput = { invoiceName: '', rfc: '', fiscalAddress: '', postalCode: '' };

function BillingInformationForm({ saved, companyName }: { saved: BillingInformation | null; companyName: string }) {
  const { t } = useTranslation(['billing', 'messages']);
  const notifyOutcome = useNotifyOutcome();
  const fieldMessage = useFieldMessage();
  const [save, saveState] = useSaveBillingInformationMutation();
  const serverFields = fieldErrors(saveState.error);
  const { register, handleSubmit, formState, reset, resetField } = useForm<FormInput, unknown, BillingInformation>({
    resolver: zodResolver(billingInformationSchema),
    // Nothing saved yet: the legal name most often is the company's own, so it starts there.
    defaultValues: saved ?? { ...empty, invoiceName: companyName },
  });
  const invoiceNameTouched = formState.dirtyFields.invoiceName === true;
  useEffect(() => {
    // The company's name may arrive after the form: it still fills a legal name nobody has typed.
    if (!saved && companyName && !invoiceNameTouched) resetField('invoiceName', { defaultValue: companyName });
  }, [saved, companyName, invoiceNameTouched, resetField]);
  const submit = handleSubmit(async (body) => {
    const saved = await notifyOutcome(save(body), {
      success: (answer) => answer.message || t('messages:billingInformationSaved'),
      failure: t('billingInformation.saveFailed'),
    });
    if (saved) reset(saved.data);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('billingInformation.title')}>
      <Stack>
        <TextInput
          {...register('invoiceName')}
          label={t('billingInformation.invoiceName')}
          description={t('billingInformation.invoiceNameHint')}
          autoComplete="organization"
          error={fieldMessage(formState.errors.invoiceName, serverFields.invoiceName)}
          withAsterisk
        />
        <TextInput
          {...register('rfc')}
          label={t('billingInformation.rfc')}
          description={t('billingInformation.rfcHint')}
          autoCapitalize="characters"
          maxLength={13}
          styles={{ input: { textTransform: 'uppercase' } }}
          error={fieldMessage(formState.errors.rfc, serverFields.rfc)}
          withAsterisk
        />
        <Textarea
          {...register('fiscalAddress')}
          label={t('billingInformation.fiscalAddress')}
          autoComplete="street-address"
          autosize
          minRows={2}
          error={fieldMessage(formState.errors.fiscalAddress, serverFields.fiscalAddress)}
          withAsterisk
        />
        <TextInput
          {...register('postalCode')}
          label={t('billingInformation.postalCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          maw={200}
          error={fieldMessage(formState.errors.postalCode, serverFields.postalCode)}
          withAsterisk
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saveState.isLoading}>
            {t('billingInformation.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /home/profile/billing-information: the legal name, RFC and fiscal address printed on receipts.
 * `companyName` fills the legal name until one is saved.
 */
export function BillingInformationPage({ companyName }: { companyName: string }) {
  const { t } = useTranslation(['billing', 'common']);
  const information = useGetBillingInformationQuery();
  return (
    <Stack gap="lg" maw={640}>
      <PageHeader title={t('billingInformation.title')} subtitle={t('billingInformation.subtitle')} />
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('billingInformation.receiptsNote')}
      </Alert>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {information.isError ? (
          <LoadError message={errorMessage(information.error, t('billingInformation.loadFailed'))} onRetry={() => void information.refetch()} />
        ) : information.data ? (
          <BillingInformationForm saved={information.data.data} companyName={companyName} />
        ) : (
          <Skeleton height={320} role="status" aria-label={t('common:common.loading')} />
        )}
      </Paper>
    </Stack>
  );
}
