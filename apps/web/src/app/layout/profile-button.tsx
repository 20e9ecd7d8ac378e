import { Avatar, Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '@/lib/i18n';

export type ProfileButtonProps = { name: string; companyName: string; logoSource?: string };

/**
 * The header's avatar (the company's logo when it has one, else the person's initials) with the
 * person's and the company's names: the button that opens the profile menu, the same before and
 * after the menu's code has loaded. Whatever the menu sets on its target (ref, handlers, aria) is passed on.
 */
export function ProfileButton({ name, companyName, logoSource, ...button }: ProfileButtonProps & UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const initials = name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <UnstyledButton data-tour="profile" aria-label={t('nav.profileMenu')} p={4} {...button}>
      <Group gap={8} wrap="nowrap">
        <Avatar color="rumbo" radius="xl" size={34} src={logoSource} alt={logoSource ? companyName : undefined}>
          {initials || <IconUser size={18} />}
        </Avatar>
        <div className="rumbo-profile-name">
          <Text size="sm" fw={600} lh={1.2} lineClamp={1}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2} lineClamp={1}>
            {companyName}
          </Text>
        </div>
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
