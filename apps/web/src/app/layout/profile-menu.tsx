import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The avatar's menu (the company's logo when it has one, else the person's initials): the company's profile and settings (administrators only) and log out. */
export function ProfileMenu({
  name,
  companyName,
  logoSource,
  showCompanyEntries,
  onLogout,
}: {
  name: string;
  companyName: string;
  logoSource?: string;
  showCompanyEntries: boolean;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const initials = name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton data-tour="profile" aria-label={t('nav.profileMenu')} p={4}>
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
      </Menu.Target>
      <Menu.Dropdown>
        {showCompanyEntries && (
          <>
            <Menu.Item component={Link} to={paths.profile} leftSection={<IconUser size={16} aria-hidden />}>
              {t('nav.profile')}
            </Menu.Item>
            <Menu.Item component={Link} to={paths.advancedConfiguration} leftSection={<IconSettings size={16} aria-hidden />}>
              {t('nav.settings')}
            </Menu.Item>
            <Menu.Divider />
          </>
        )}
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
