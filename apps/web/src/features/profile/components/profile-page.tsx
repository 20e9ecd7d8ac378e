import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, Divider, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  appearances,
  contactPartNames,
  enterpriseLanguages,
  formatAddress,
  formatDateTime,
  isMessageKey,
  profileFieldSchemas,
  timeZoneEntryOf,
  timeZones,
  type ContactParts,
  type EnterpriseProfile,
  type Language,
  type ProfileField,
  type UpdateProfileBody,
} from '@rumbo/contract';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useGetProfileQuery, useUpdateProfileMutation } from '../api/profile-api';
import { ProfileRow } from './profile-row';

const profilePath = '/home/profile';
const links = [
  { key: 'loginAndSecurity', to: `${profilePath}/login-and-security` },
  { key: 'advancedConfiguration', to: `${profilePath}/advanced-configuration` },
  { key: 'tripRules', to: `${profilePath}/trip-rules` },
  { key: 'companyLocation', to: `${profilePath}/company-location` },
  { key: 'myPayments', to: `${profilePath}/my-payments` },
] as const;

type Props = {
  /** The company's logo with its change and remove buttons (another feature's), above the rows. */
  logo?: ReactNode;
  /** The tax document's row (another feature's), shown after the time zone; nothing until it exists. */
  taxDocumentRow?: ReactNode;
  /** Told after each saved change, with the profile before and after it (the app applies language and time zone). */
  onSaved?: (field: ProfileField, previous: EnterpriseProfile, next: EnterpriseProfile) => void;
};

function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function ProfileRows({ profile, onSaved }: { profile: EnterpriseProfile; onSaved: Props['onSaved'] }) {
  const { t, i18n } = useTranslation(['profile', 'messages']);
  const notifyOutcome = useNotifyOutcome();
  const [update] = useUpdateProfileMutation();
  const now = useNow();
  const language = (i18n.resolvedLanguage ?? 'es') as Language;

  /** Checks the value with the contract's schema, then saves it; answers the message for under the field. */
  const saveField = async <F extends ProfileField>(field: F, value: UpdateProfileBody[F]): Promise<string | undefined> => {
    const check = profileFieldSchemas[field].safeParse(value);
    if (!check.success) {
      const key = check.error.issues[0]?.message ?? '';
      return t(`messages:${isMessageKey(key) ? key : 'invalidValue'}`);
    }
    let refusal: string | undefined;
    const saved = await notifyOutcome(update({ [field]: value } as UpdateProfileBody), {
      success: (answer) => answer.message,
      failure: (error) => (refusal = fieldErrors(error)[field] ?? errorMessage(error, t('profile.updateFailed'))),
    });
    if (saved) onSaved?.(field, profile, saved.data);
    return refusal;
  };

  const contactParts: ContactParts = {
    street: profile.contact.street,
    buildingNumber: profile.contact.buildingNumber,
    city: profile.contact.city,
    state: profile.contact.state,
    postalCode: profile.contact.postalCode,
    country: profile.contact.country,
  };
  const zoneEntry = timeZoneEntryOf(profile.timeZone);
  const zoneLabel = (entry: (typeof timeZones)[number]) => `${entry.offset} — ${entry.region}`;

  return (
    <Stack gap={0}>
      <ProfileRow
        label={t('profile.fields.name')}
        value={profile.name}
        display={<Text>{profile.name}</Text>}
        onSave={(draft) => saveField('name', draft)}
        renderEditor={(draft, setDraft, error) => (
          <TextInput
            label={t('profile.fields.name')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            error={error}
            autoComplete="organization"
            autoFocus
          />
        )}
      />
      <Divider />
      <ProfileRow
        label={t('profile.fields.email')}
        value={profile.email}
        display={<Text>{profile.email}</Text>}
        onSave={(draft) => saveField('email', draft)}
        renderEditor={(draft, setDraft, error) => (
          <TextInput
            label={t('profile.fields.email')}
            type="email"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            error={error}
            autoComplete="email"
            autoFocus
          />
        )}
      />
      <Divider />
      <ProfileRow
        label={t('profile.fields.contact')}
        value={contactParts}
        display={
          profile.contact.address ? <Text>{profile.contact.address}</Text> : <Text c="dimmed">{t('profile.noAddress')}</Text>
        }
        onSave={(draft) => saveField('contact', draft)}
        renderEditor={(draft, setDraft, error) => (
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {contactPartNames.map((part, index) => (
                <TextInput
                  key={part}
                  label={t(`profile.contact.${part}`)}
                  value={draft[part]}
                  onChange={(event) => setDraft({ ...draft, [part]: event.currentTarget.value })}
                  error={Boolean(error)}
                  aria-describedby={error ? 'profile-contact-error' : undefined}
                  autoFocus={index === 0}
                />
              ))}
            </SimpleGrid>
            {error && (
              <Text id="profile-contact-error" c="var(--mantine-color-error)" size="sm" role="alert">
                {error}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {formatAddress(draft) || t('profile.noAddress')}
            </Text>
          </Stack>
        )}
      />
      <Divider />
      <ProfileRow
        label={t('profile.fields.language')}
        value={profile.language}
        display={<Text>{t(`profile.languages.${profile.language}`)}</Text>}
        onSave={(draft) => saveField('language', draft)}
        renderEditor={(draft, setDraft, error) => (
          <NativeSelect
            label={t('profile.fields.language')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value as EnterpriseProfile['language'])}
            data={enterpriseLanguages.map((value) => ({ value, label: t(`profile.languages.${value}`) }))}
            error={error}
            autoFocus
          />
        )}
      />
      <Divider />
      <ProfileRow
        label={t('profile.fields.appearance')}
        value={profile.appearance}
        display={<Text>{t(`profile.appearances.${profile.appearance}`)}</Text>}
        onSave={(draft) => saveField('appearance', draft)}
        renderEditor={(draft, setDraft, error) => (
          <NativeSelect
            label={t('profile.fields.appearance')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value as EnterpriseProfile['appearance'])}
            data={appearances.map((value) => ({ value, label: t(`profile.appearances.${value}`) }))}
            error={error}
            autoFocus
          />
        )}
      />
      <Divider />
      <ProfileRow
        label={t('profile.fields.timeZone')}
        value={profile.timeZone as string}
        display={
          <Stack gap={0}>
            <Text>{zoneEntry ? zoneLabel(zoneEntry) : profile.timeZone}</Text>
            <Text size="sm" c="dimmed">
              {t('profile.timeZonePreview', { time: formatDateTime(now, language, profile.timeZoneName) })}
            </Text>
          </Stack>
        }
        onSave={(draft) => saveField('timeZone', draft)}
        renderEditor={(draft, setDraft, error) => {
          const entry = timeZoneEntryOf(draft);
          return (
            <NativeSelect
              label={t('profile.fields.timeZone')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              data={timeZones.map((option) => ({ value: option.offset, label: zoneLabel(option) }))}
              description={entry && t('profile.timeZonePreview', { time: formatDateTime(now, language, entry.zone) })}
              error={error}
              autoFocus
            />
          );
        }}
      />
    </Stack>
  );
}

/** /home/profile: the company's editable profile and the links to its other settings. */
export function ProfilePage({ logo, taxDocumentRow, onSaved }: Props) {
  const { t } = useTranslation('profile');
  const profile = useGetProfileQuery();
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      {logo}
      <Paper withBorder radius="lg" px={{ base: 'md', sm: 'lg' }} py="xs">
        {profile.isError ? (
          <LoadError message={t('profile.loadFailed')} onRetry={() => void profile.refetch()} />
        ) : profile.data ? (
          <>
            <ProfileRows profile={profile.data.data} onSaved={onSaved} />
            {taxDocumentRow && (
              <>
                <Divider />
                {taxDocumentRow}
              </>
            )}
          </>
        ) : (
          <Text role="status" py="md">
            {t('profile.loading')}
          </Text>
        )}
      </Paper>
      <nav aria-labelledby="profile-more">
        <Title order={2} size="h4" id="profile-more" mb="xs">
          {t('profile.more')}
        </Title>
        <Paper withBorder radius="lg">
          <Stack gap={0}>
            {links.map((link, index) => (
              <div key={link.key}>
                {index > 0 && <Divider />}
                <Anchor component={Link} to={link.to} display="flex" p="md" style={{ justifyContent: 'space-between', alignItems: 'center' }}>
                  {t(`profile.links.${link.key}`)}
                  <IconChevronRight size={18} aria-hidden />
                </Anchor>
              </div>
            ))}
          </Stack>
        </Paper>
      </nav>
    </Stack>
  );
}
