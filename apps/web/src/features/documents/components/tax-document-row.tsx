import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { taxDocumentNameOf } from '@rumbo/contract';
import { useFeedback } from '@/lib/feedback/use-feedback';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { isOverUploadLimit, uploadLimitMegabytes } from '../upload-limit';
import { useDownloadTaxDocumentMutation, useUploadTaxDocumentMutation } from '../api/documents-api';
import { saveFile } from '@/lib/files/save-file';

function serverMessageOf(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  const message = error && 'status' in error ? (error.data as { message?: unknown } | undefined)?.message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}

/** A PDF by the browser's word (type or name); the server checks the content again. */
function looksLikePdf(file: File): boolean {
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}

/**
 * The profile's tax document row: the document's name (the last `_` segment of `taxId`) with its
 * download, and the upload of a new PDF, which replaces it.
 */
export function TaxDocumentRow({ enterpriseId, taxId }: { enterpriseId: string; taxId: string | null }) {
  const { t } = useTranslation(['documents', 'messages']);
  const showFeedback = useFeedback();
  const notifyOutcome = useNotifyOutcome();
  const [uploadTaxDocument, upload] = useUploadTaxDocumentMutation();
  const [downloadTaxDocument, download] = useDownloadTaxDocumentMutation();
  const name = taxId ? taxDocumentNameOf(taxId) : null;

  async function handleFile(file: File | null) {
    if (!file) return;
    if (!looksLikePdf(file)) {
      showFeedback('error', t('messages:pdfRequired'));
      return;
    }
    if (isOverUploadLimit(file)) {
      showFeedback('error', t('messages:fileTooLarge', { megabytes: uploadLimitMegabytes }));
      return;
    }
    await notifyOutcome(uploadTaxDocument({ enterpriseId, file }), {
      success: (answer) => answer.message,
      // The server's message (in the reader's language), else the product's one text for a failed upload.
      failure: (error) => serverMessageOf(error) ?? t('messages:documentUploadFailed'),
    });
  }

  async function handleDownload() {
    if (!name) return;
    const taxDocument = await notifyOutcome(downloadTaxDocument(enterpriseId));
    if (taxDocument) saveFile(taxDocument, name);
  }

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {t('documents:documents.taxDocument')}
        </Text>
        {name ? (
          <Anchor component="button" type="button" size="sm" onClick={handleDownload} disabled={download.isLoading} aria-label={t('documents:documents.download', { name })}>
            <Group gap={4} wrap="nowrap">
              <IconFileTypePdf size={16} aria-hidden />
              {name}
            </Group>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('documents:documents.noTaxDocument')}
          </Text>
        )}
      </Stack>
      <FileButton onChange={handleFile} accept="application/pdf,.pdf">
        {(props) => (
          <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isLoading}>
            {t('documents:documents.upload')}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
