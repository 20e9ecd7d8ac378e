import type { ComponentType } from 'react';
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

type Props = { title: string; text: string; icon: ComponentType<{ size?: number; stroke?: number }> };

/** A private section that a later release fills: it says what will be here, never a blank page. */
export function SectionPlaceholderPage({ title, text, icon: Icon }: Props) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Icon size={36} stroke={1.5} />}
      title={title}
      text={text}
      action={
        <Button component={Link} to={paths.home} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('placeholder.backHome')}
        </Button>
      }
    />
  );
}
