import { useState } from 'react';
import { Badge, Box, Button, Divider, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDevices, IconLogout } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime, type ActiveSession, type Language } from '@rumbo/contract';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useEndSessionMutation, useListSessionsQuery, useLogoutEverywhereMutation } from '../api/account-security-api';
import { SecuritySection } from './security-section';

const mobileSystems = /android|ios|iphone|ipad/i;

type Props = {
  language: Language;
  timeZone: string;
  /** Every session ended, this one too: the app forgets it. Gets the server's message. */
  onSignedOutEverywhere: (message: string) => void;
};

/** The sessions open on the person's devices: each other one can be ended, or all of them at once. */
export function SessionsSection({ language, timeZone, onSignedOutEverywhere }: Props) {
  const { t } = useTranslation(['accountSecurity', 'common']);
  const notifyOutcome = useNotifyOutcome();
  const sessions = useListSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [endSession] = useEndSessionMutation();
  const [ending, setEnding] = useState<string | null>(null);
  const [logoutEverywhere, everywhere] = useLogoutEverywhereMutation();
  const [confirming, setConfirming] = useState(false);
  const list = sessions.data?.sessions;

  const deviceOf = ({ browser, os }: ActiveSession) => (browser && os ? t('sessions.device', { browser, os }) : browser || os || t('sessions.unknownDevice'));

  const end = async (session: ActiveSession) => {
    setEnding(session.sessionId);
    const ended = await notifyOutcome(endSession(session.sessionId), { success: (answer) => answer.message });
    setEnding(null);
    // Most likely already ended elsewhere: the list shows what is left.
    if (!ended) void sessions.refetch();
  };

  const endEverywhere = async () => {
    const signedOut = await notifyOutcome(logoutEverywhere());
    if (!signedOut) return setConfirming(false);
    onSignedOutEverywhere(signedOut.message);
  };

  return (
    <SecuritySection icon={<IconDevices size={20} />} title={t('sessions.title')} explanation={t('sessions.explanation')}>
      {sessions.isError ? (
        <LoadError title={t('sessions.loadError')} message={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} />
      ) : !list ? (
        <Skeleton height={120} role="status" aria-label={t('common:common.loading')} />
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('sessions.empty')}</Text>
      ) : (
        <Box component="ul" role="list" aria-label={t('sessions.listLabel')} m={0} p={0} style={{ listStyle: 'none' }}>
          {list.map((session, index) => {
            const device = deviceOf(session);
            const DeviceIcon = mobileSystems.test(session.os) ? IconDeviceMobile : IconDeviceDesktop;
            return (
              <Box component="li" key={session.sessionId}>
                {index > 0 && <Divider />}
                <Group justify="space-between" align="center" gap="sm" py="sm">
                  <Group wrap="nowrap" align="flex-start" gap="sm" miw={0}>
                    <ThemeIcon variant="light" color="gray" size="lg" aria-hidden>
                      <DeviceIcon size={20} />
                    </ThemeIcon>
                    <Stack gap={2} miw={0}>
                      <Group gap="xs">
                        <Text fw={600}>{device}</Text>
                        {session.current && <Badge variant="light">{t('sessions.thisDevice')}</Badge>}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {session.ipAddress ? t('sessions.ipAddress', { address: session.ipAddress }) : t('sessions.unknownAddress')}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('sessions.lastUsed', { date: formatDateTime(session.lastUsedAt, language, timeZone) })}
                      </Text>
                    </Stack>
                  </Group>
                  {!session.current && (
                    <Button
                      variant="default"
                      leftSection={<IconLogout size={16} aria-hidden />}
                      aria-label={t('sessions.endOn', { device })}
                      loading={ending === session.sessionId}
                      onClick={() => void end(session)}
                    >
                      {t('sessions.end')}
                    </Button>
                  )}
                </Group>
              </Box>
            );
          })}
        </Box>
      )}
      <Divider />
      <Group>
        {/* A long label on a phone's width: it wraps instead of being cut. */}
        <Button
          variant="light"
          color="red"
          h="auto"
          py={8}
          styles={{ label: { whiteSpace: 'normal' } }}
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {t('sessions.endEverywhere')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('sessions.endEverywhereQuestion')}
        message={t('sessions.endEverywhereConsequences')}
        confirmLabel={t('sessions.endEverywhereConfirm')}
        cancelLabel={t('common:common.cancel')}
        closeLabel={t('common:common.close')}
        danger
        loading={everywhere.isLoading}
        onConfirm={() => void endEverywhere()}
        onCancel={() => setConfirming(false)}
      />
    </SecuritySection>
  );
}
