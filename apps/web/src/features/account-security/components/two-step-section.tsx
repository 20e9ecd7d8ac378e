import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { formatDate, type EnableTwoStepResponse, type Language, type TwoStepSetup } from '@rumbo/contract';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api/errors';
import { useFeedback } from '@/lib/feedback/use-feedback';
import { useGetTwoStepStatusQuery } from '../api/account-security-api';
import { DisableTwoStepDialog } from './disable-two-step-dialog';
import { EnableTwoStepDialog } from './enable-two-step-dialog';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecuritySection } from './security-section';
import { TwoStepSetupPanel } from './two-step-setup-panel';

/** Two-step verification: its status, turning it on (setup, then the recovery codes once) and off. */
export function TwoStepSection({ language, timeZone }: { language: Language; timeZone: string }) {
  const { t } = useTranslation(['accountSecurity', 'common']);
  const notify = useFeedback();
  const status = useGetTwoStepStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [enabling, setEnabling] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = status.data;
  const wasEnabled = useRef(data?.enabled);

  // Once turned off, the button that did it is gone: reading goes on from the section's heading.
  useEffect(() => {
    if (wasEnabled.current && data?.enabled === false) headingRef.current?.focus();
    wasEnabled.current = data?.enabled;
  }, [data?.enabled]);

  const setupStarted = (started: TwoStepSetup) => {
    setEnabling(false);
    setSetup(started);
  };

  const enabled = (answer: EnableTwoStepResponse) => {
    setSetup(null);
    setRecoveryCodes(answer.recoveryCodes);
    notify('success', answer.message);
  };

  /** A step closed: its buttons are gone, so reading goes on from the section's heading. */
  const stepClosed = () => {
    setSetup(null);
    setRecoveryCodes(null);
    headingRef.current?.focus();
  };

  const disabled = (message: string) => {
    setDisabling(false);
    notify('success', message);
  };

  const badge = data && (
    <Badge variant="light" color={data.enabled ? undefined : 'gray'}>
      {data.enabled ? t('twoStep.enabled') : t('twoStep.disabled')}
    </Badge>
  );

  return (
    <SecuritySection ref={headingRef} icon={<IconShieldLock size={20} />} title={t('twoStep.title')} explanation={t('twoStep.explanation')} aside={badge}>
      {status.isError ? (
        <LoadError title={t('twoStep.loadError')} message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
      ) : !data ? (
        <Skeleton height={72} role="status" aria-label={t('common:common.loading')} />
      ) : recoveryCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} onDone={stepClosed} />
      ) : setup ? (
        <TwoStepSetupPanel setup={setup} onEnabled={enabled} onCancel={stepClosed} />
      ) : data.enabled ? (
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2}>
            {data.enabledAt && <Text fw={600}>{t('twoStep.enabledSince', { date: formatDate(data.enabledAt, language, timeZone) })}</Text>}
            <Text size="sm">{t('twoStep.recoveryCodesLeft', { count: data.recoveryCodesLeft })}</Text>
          </Stack>
          <Button variant="default" onClick={() => setDisabling(true)}>
            {t('twoStep.disable')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button onClick={() => setEnabling(true)}>
            {t('twoStep.enable')}
          </Button>
        </Group>
      )}
      <EnableTwoStepDialog opened={enabling} onClose={() => setEnabling(false)} onStarted={setupStarted} onAlreadyOn={() => void status.refetch()} />
      <DisableTwoStepDialog opened={disabling} onClose={() => setDisabling(false)} onDisabled={disabled} />
    </SecuritySection>
  );
}
