import { Avatar, Button, FileButton, Group } from '@mantine/core';
import { IconPhotoEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { useFeedback } from '@/lib/feedback/use-feedback';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { isOverUploadLimit, uploadLimitMegabytes } from '../upload-limit';
import { useRemoveLogoMutation, useUploadLogoMutation } from '../api/documents-api';
import { useCompanyLogoSource } from './use-company-logo';

const imageTypes = ['image/png', 'image/jpeg', 'image/webp'];

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** The company's logo (or its initials) with "Cambiar foto" and "Quitar foto". */
export function CompanyLogo({ enterpriseId, companyName, logoUrl }: { enterpriseId: string; companyName: string; logoUrl: string | null }) {
  const { t } = useTranslation(['documents', 'messages']);
  const showFeedback = useFeedback();
  const notifyOutcome = useNotifyOutcome();
  const source = useCompanyLogoSource(logoUrl);
  const [uploadLogo, upload] = useUploadLogoMutation();
  const [removeLogo, removal] = useRemoveLogoMutation();

  async function handleFile(file: File | null) {
    if (!file) return;
    if (!imageTypes.includes(file.type)) {
      showFeedback('error', t('messages:logoImageRequired'));
      return;
    }
    if (isOverUploadLimit(file)) {
      showFeedback('error', t('messages:fileTooLarge', { megabytes: uploadLimitMegabytes }));
      return;
    }
    await notifyOutcome(uploadLogo({ enterpriseId, file }), { success: (answer) => answer.message });
  }

  async function handleRemove() {
    await notifyOutcome(removeLogo(enterpriseId), { success: (answer) => answer.message });
  }

  return (
    <Group gap="md" wrap="wrap">
      <Avatar src={source} alt={t('documents:documents.logo')} size={72} radius="md" color="rumbo">
        {initialsOf(companyName)}
      </Avatar>
      <Group gap="xs">
        <FileButton onChange={handleFile} accept={imageTypes.join(',')}>
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconPhotoEdit size={14} aria-hidden />} loading={upload.isLoading}>
              {t('documents:documents.changePhoto')}
            </Button>
          )}
        </FileButton>
        {logoUrl && (
          <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} aria-hidden />} onClick={handleRemove} loading={removal.isLoading}>
            {t('documents:documents.removePhoto')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
