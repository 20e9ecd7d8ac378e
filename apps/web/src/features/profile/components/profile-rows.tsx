import { Divider, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import {
  appearances,
  contactPartNames,
  enterpriseLanguages,
  formatAddress,
  formatDateTime,
  timeZoneEntryOf,
  timeZoneRegion,
  timeZones,
  zoneOffsetOn,
  type ContactParts,
  type EnterpriseProfile,
} from '@rumbo/contract';
import { ProfileRow } from './profile-row';
import { useNow } from './use-now';
import { useSaveProfileField, type ProfileSaved } from './use-save-profile-field';

/** The profile's fields, a row each: name, email, contact address, language, appearance and time zone. */
export function ProfileRows({ profile, onSaved }: { profile: EnterpriseProfile; onSaved: ProfileSaved | undefined }) {
  const { t, i18n } = useTranslation('profile');
  const saveField = useSaveProfileField(profile, onSaved);
  const now = useNow();
  const language = i18n.language;

  const contactParts: ContactParts = {
    street: profile.contact.street,
    buildingNumber: profile.contact.buildingNumber,
    city: profile.contact.city,
    state: profile.contact.state,
    postalCode: profile.contact.postalCode,
    country: profile.contact.country,
  };
  const zoneEntry = timeZoneEntryOf(profile.timeZone);
  // The offset its clocks read today, not the entry's standard one: Auckland is UTC+13:00 in November.
  const zoneLabel = (entry: (typeof timeZones)[number]) => `${zoneOffsetOn(entry.zone, now)} — ${timeZoneRegion(entry, language)}`;

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
