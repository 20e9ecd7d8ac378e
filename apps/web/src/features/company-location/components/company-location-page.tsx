import { Alert, Anchor, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconArrowLeft } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import {
  companyAddressMaxLength,
  companyLocationFormSchema,
  type CompanyLocation,
  type CompanyLocationFormInput,
  type UpdateCompanyLocationBody,
} from '@rumbo/contract';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useFieldMessage } from '@/lib/i18n/use-field-message';
import { useGetCompanyLocationQuery, useUpdateCompanyLocationMutation } from '../api/company-location-api';

/** A coordinate as the form shows it: dot decimals, never an exponent (1e-7 would not read back). */
function coordinateText(value: number | null): string {
  return value === null ? '' : value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 15 });
}

function formValuesOf(location: CompanyLocation, suggestedAddress: string): CompanyLocationFormInput {
  return { address: location.address ?? suggestedAddress, latitude: coordinateText(location.latitude), longitude: coordinateText(location.longitude) };
}

type FormProps = { saved: CompanyLocation; suggestedAddress: string };

function CompanyLocationForm({ saved, suggestedAddress }: FormProps) {
  const { t } = useTranslation('companyLocation');
  const notifyOutcome = useNotifyOutcome();
  const fieldMessage = useFieldMessage();
  const [save, saveState] = useUpdateCompanyLocationMutation();
  const serverFields = fieldErrors(saveState.error);
  const { register, handleSubmit, formState, reset } = useForm<CompanyLocationFormInput, unknown, UpdateCompanyLocationBody>({
    resolver: zodResolver(companyLocationFormSchema),
    defaultValues: formValuesOf(saved, suggestedAddress),
    // A message shows once a field is left, and follows each keystroke after that.
    mode: 'onTouched',
  });
  const takenFromProfile = saved.address === null && suggestedAddress !== '';

  // On failure the form keeps what was typed: the fields show their messages, the alert the rest.
  const submit = handleSubmit(async (body) => {
    const saved = await notifyOutcome(save(body), { success: (answer) => answer.message, failure: () => null });
    if (saved) reset(formValuesOf(saved.data, ''));
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('companyLocation.title')}>
      <Stack gap="lg">
        {saveState.isError && (
          <Alert color="red" role="alert" title={t('companyLocation.saveFailed')}>
            {errorMessage(saveState.error)}
          </Alert>
        )}
        <Textarea
          {...register('address')}
          label={t('companyLocation.address')}
          description={takenFromProfile ? t('companyLocation.addressFromProfile') : t('companyLocation.addressHint')}
          autoComplete="street-address"
          autosize
          minRows={2}
          maxLength={companyAddressMaxLength}
          error={fieldMessage(formState.errors.address, serverFields.address)}
          withAsterisk
        />
        {/* No margin: a browser's fieldset margin would set the coordinates off from the address. */}
        <Fieldset variant="unstyled" m={0} legend={<Text component="span" fw={600}>{t('companyLocation.coordinates')}</Text>} aria-describedby="company-location-coordinates-hint">
          <Text id="company-location-coordinates-hint" size="sm" c="dimmed" mb="sm">
            {t('companyLocation.coordinatesHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...register('latitude', { deps: ['longitude'] })}
              label={t('companyLocation.latitude')}
              description={t('companyLocation.latitudeHint')}
              inputMode="decimal"
              autoComplete="off"
              error={fieldMessage(formState.errors.latitude, serverFields.latitude)}
            />
            <TextInput
              {...register('longitude', { deps: ['latitude'] })}
              label={t('companyLocation.longitude')}
              description={t('companyLocation.longitudeHint')}
              inputMode="decimal"
              autoComplete="off"
              error={fieldMessage(formState.errors.longitude, serverFields.longitude)}
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={saveState.isLoading}>
            {t('companyLocation.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Props = {
  /** The company's one-line address from its profile, offered while no location is saved ('' when none). */
  suggestedAddress: string;
  /** The suggestion is still on its way: the form waits for it, so it is not filled in under the person's hands. */
  suggestionLoading?: boolean;
};

/** /home/profile/company-location: the company's main site, which its people's trips to work will be measured to. */
export function CompanyLocationPage({ suggestedAddress, suggestionLoading = false }: Props) {
  const { t } = useTranslation('companyLocation');
  const location = useGetCompanyLocationQuery(undefined, { refetchOnMountOrArgChange: true });
  const saved = location.data?.data;
  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to={paths.profile} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('companyLocation.backToProfile')}
        </Group>
      </Anchor>
      <PageHeader title={t('companyLocation.title')} subtitle={t('companyLocation.subtitle')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {location.isError ? (
          <LoadError title={t('companyLocation.loadFailed')} message={errorMessage(location.error)} onRetry={() => void location.refetch()} />
        ) : saved && !suggestionLoading ? (
          <CompanyLocationForm saved={saved} suggestedAddress={suggestedAddress} />
        ) : (
          <Text role="status">{t('companyLocation.loading')}</Text>
        )}
      </Paper>
    </Stack>
  );
}
