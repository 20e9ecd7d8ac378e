import { useEffect, useState } from 'react';
import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { useGetJoinLinkQuery, useRegenerateJoinLinkMutation, useUpdateJoinLinkMutation } from '../api/employees-api';

/** The join link's panel once opened: copy the link, replace it, trust an email domain for instant approval. */
export function JoinLinkSettings() {
  // The contract's messages are only said once a change is saved: they load meanwhile.
  const { t } = useTranslation(['employees', 'common', 'messages'], { useSuspense: false });
  const notifyOutcome = useNotifyOutcome();
  const { data } = useGetJoinLinkQuery();
  const [regenerate, regenerateState] = useRegenerateJoinLinkMutation();
  const [update, updateState] = useUpdateJoinLinkMutation();
  const [domain, setDomain] = useState('');
  const [confirming, setConfirming] = useState(false);
  const link = data?.data;
  useEffect(() => setDomain(link?.autoApproveDomain ?? ''), [link?.autoApproveDomain]);

  const saveDomain = () =>
    notifyOutcome(update({ autoApproveDomain: domain.trim() ? domain.trim() : null }), {
      success: t('messages:joinLinkSaved'),
      failure: (error) => fieldErrors(error).autoApproveDomain ?? errorMessage(error),
    });

  return (
    <>
      <Stack gap="sm">
        <Text size="sm">{t('joinLink.text')}</Text>
        <Group align="flex-end" gap="xs">
          <TextInput label={t('joinLink.linkLabel')} value={link?.url ?? ''} readOnly style={{ flex: 1, minWidth: 220 }} />
          <CopyButton value={link?.url ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />} disabled={!link}>
                {copied ? t('joinLink.copied') : t('joinLink.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setConfirming(true)} disabled={!link}>
            {t('joinLink.regenerate')}
          </Button>
        </Group>
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('joinLink.domain')}
            description={t('joinLink.domainHint')}
            placeholder={t('joinLink.domainPlaceholder')}
            value={domain}
            onChange={(event) => setDomain(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button variant="light" onClick={() => void saveDomain()} loading={updateState.isLoading}>
            {t('joinLink.saveDomain')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('joinLink.regenerate')}
        message={t('joinLink.regenerateMessage')}
        confirmLabel={t('joinLink.regenerate')}
        cancelLabel={t('common:common.cancel')}
        closeLabel={t('common:common.close')}
        loading={regenerateState.isLoading}
        onConfirm={async () => {
          await notifyOutcome(regenerate(), { success: t('messages:joinLinkSaved') });
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
