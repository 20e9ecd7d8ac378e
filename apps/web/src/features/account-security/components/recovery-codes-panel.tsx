import { useEffect, useRef } from 'react';
import { Box, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { saveFile } from '@/lib/files/save-file';

/**
 * The recovery codes, shown once, right after two-step verification is turned on: the server keeps
 * only their hashes. The person copies or downloads them, then says they are saved.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('accountSecurity');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const asText = codes.join('\n');

  // The form that was there is gone: reading goes on from here.
  useEffect(() => headingRef.current?.focus(), []);

  const download = () => {
    const file = new Blob([`${t('twoStep.recoveryCodes.fileHeading')}\n\n${asText}\n`], { type: 'text/plain;charset=utf-8' });
    saveFile(URL.createObjectURL(file), t('twoStep.recoveryCodes.fileName'));
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={3} fz="h4" ref={headingRef} tabIndex={-1}>
          {t('twoStep.recoveryCodes.title')}
        </Title>
        <Text size="sm">{t('twoStep.recoveryCodes.explanation')}</Text>
      </Stack>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" maw={420} role="list" aria-label={t('twoStep.recoveryCodes.listLabel')}>
        {codes.map((code) => (
          <Box key={code} role="listitem">
            <Code fz="md" px="sm" py={6} display="block" ta="center">
              {code}
            </Code>
          </Box>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={asText}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />} onClick={copy}>
              {copied ? t('twoStep.recoveryCodes.copied') : t('twoStep.recoveryCodes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t('twoStep.recoveryCodes.download')}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('twoStep.recoveryCodes.done')}</Button>
      </Group>
    </Stack>
  );
}
