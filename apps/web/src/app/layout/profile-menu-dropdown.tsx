import { Menu } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ProfileButton } from './profile-button';
import type { ProfileMenuProps } from './profile-menu';

/** The profile menu itself, loaded with Mantine's Menu when first wanted and opened at once (profile-menu.tsx). */
export function ProfileMenuDropdown({ showCompanyEntries, onLogout, defaultOpened, ...button }: ProfileMenuProps & { defaultOpened?: boolean }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <ProfileButton {...button} />
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
