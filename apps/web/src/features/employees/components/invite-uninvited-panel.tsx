import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { useStoreSelector } from '@/lib/store-selector';
import { maxInvitationsPerCompanyDay } from '@rumbo/contract';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { selectSessionUser } from '@/lib/api/session-slice';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useCountUninvitedQuery, useInviteUninvitedMutation } from '../api/employees-api';

/**
 * The people imported or registered without an invitation, and the one action that invites them
 * all, after a confirmation naming how many go today. Shown only while someone waits.
 */
export function InviteUninvitedPanel() {
  const { t } = useTranslation(['employees', 'common']);
  const notifyOutcome = useNotifyOutcome();
  const { data } = useCountUninvitedQuery();
  const [invite, inviteState] = useInviteUninvitedMutation();
  const [confirming, setConfirming] = useState(false);
  // Invitations go out only from an administrator whose own email is verified.
  const mayInvite = useStoreSelector(selectSessionUser)?.emailVerified ?? false;
  const waiting = data?.data;
  if (!waiting || waiting.count === 0) return null;

  const sendAll = async () => {
    await notifyOutcome(invite(), { success: (answer) => answer.message });
    setConfirming(false);
  };

  return (
    // Short lines: how many in the title, why in one line, so a phone reads it at a glance.
    <Alert color="teal" variant="light" icon={<IconMailForward size={20} aria-hidden />} title={t('uninvited.title', { count: waiting.count })}>
      <Stack gap="xs">
        <Text size="sm" c="var(--mantine-color-text)">
          {t('uninvited.waiting', { count: waiting.count })}
        </Text>
        {!mayInvite && (
          <Text size="sm" c="var(--mantine-color-text)">
            {t('employeeForm.verifyEmailToInvite')}
          </Text>
        )}
        {mayInvite && waiting.invitableToday === 0 && (
          <Text size="sm" c="var(--mantine-color-text)">
            {t('uninvited.limitReached')}
          </Text>
        )}
        <Group>
          <Button size="sm" variant="filled" disabled={!mayInvite || waiting.invitableToday === 0} onClick={() => setConfirming(true)}>
            {t('uninvited.inviteAll')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('uninvited.confirmTitle')}
        message={
          <>
            {t('uninvited.confirm', { count: waiting.invitableToday })}
            {waiting.invitableToday < waiting.count && (
              <>
                {' '}
                {t('uninvited.confirmSomeLeft', { max: maxInvitationsPerCompanyDay, today: waiting.invitableToday, count: waiting.count })}
              </>
            )}
          </>
        }
        confirmLabel={t('uninvited.send')}
        cancelLabel={t('common:common.cancel')}
        closeLabel={t('common:common.close')}
        loading={inviteState.isLoading}
        onConfirm={() => void sendAll()}
        onCancel={() => setConfirming(false)}
      />
    </Alert>
  );
}
