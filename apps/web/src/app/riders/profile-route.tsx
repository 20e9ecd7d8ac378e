import { useId } from 'react';
import { Anchor, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { languages, type Language } from '@rumbo/contract';
import { paths } from '@/config/paths';
import { useLogoutMutation } from '@/features/auth/api/auth-api';
import { loggedOut } from '@/lib/api/session-slice';
import { Link, navigate } from '@/lib/navigation/navigation';
import { useLanguageChoice } from '../app-language-picker';
import { useAppDispatch, useAppSelector } from '../hooks';
import { RideMailsSwitch } from './ride-mails-switch';

/** Who is logged in: their name and email, as their company's record holds them (changed elsewhere, not here). */
function Account() {
  const { t } = useTranslation('riders');
  const user = useAppSelector((state) => state.session.user);
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId} mb="sm">
        {t('riders.profile.account')}
      </Title>
      <Stack component="dl" gap="xs" m={0}>
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {t('riders.profile.name')}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {user?.fullName}
          </Text>
        </div>
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {t('riders.profile.email')}
          </Text>
          <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {user?.email}
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}

/** The app's language, each named in its own language: a group of radio buttons, so arrows move between them. */
function LanguageChoice() {
  const { t } = useTranslation(['riders', 'common']);
  const { language, choose } = useLanguageChoice();
  return (
    <Paper withBorder radius="lg" p="md">
      <Radio.Group value={language} onChange={(next) => choose(next as Language)} label={t('riders.profile.language')} labelProps={{ fz: 'md', fw: 600, mb: 'xs' }}>
        <Group gap="lg">
          {languages.map((choice) => (
            <Radio key={choice} value={choice} label={t(`common:languages.${choice}`)} lang={choice} />
          ))}
        </Group>
      </Radio.Group>
    </Paper>
  );
}

/**
 * /app/profile: the person's account (read only), the app's language, whether ride notices go by
 * mail too, the way to the administrators' portal for an administrator, and logging out.
 */
export function RiderProfileRoute() {
  const { t } = useTranslation('riders');
  const dispatch = useAppDispatch();
  const isAdmin = useAppSelector((state) => state.session.user?.isAdmin ?? false);
  const [logout, loggingOut] = useLogoutMutation();
  const handleLogout = async () => {
    await logout().catch(() => undefined);
    dispatch(loggedOut());
    navigate(paths.login, { replace: true });
  };
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('riders.profile.title')}
      </Title>
      <Account />
      <LanguageChoice />
      <RideMailsSwitch />
      {isAdmin && (
        <Paper withBorder radius="lg" p="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconLayoutDashboard size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={2}>
              <Anchor component={Link} to={paths.home} fw={600}>
                {t('riders.profile.adminPortal')}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('riders.profile.adminPortalHint')}
              </Text>
            </Stack>
          </Group>
        </Paper>
      )}
      <Button variant="light" color="red" size="md" leftSection={<IconLogout size={18} aria-hidden />} loading={loggingOut.isLoading} onClick={() => void handleLogout()}>
        {t('riders.profile.logout')}
      </Button>
    </Stack>
  );
}
