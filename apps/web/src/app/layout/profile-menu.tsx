import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { ProfileButton, type ProfileButtonProps } from './profile-button';

export type ProfileMenuProps = ProfileButtonProps & { showCompanyEntries: boolean; onLogout: () => void };

const loadMenu = () => import('./profile-menu-dropdown');
const ProfileMenuDropdown = lazy(() => loadMenu().then((module) => ({ default: module.ProfileMenuDropdown })));

/**
 * The avatar's menu: the company's profile and settings (administrators only) and log out. Its menu
 * (Mantine's Menu and its positioning library) loads when first wanted, as the language picker's:
 * a pointer over it or focus starts fetching it, a click (or Enter, Space) opens it.
 */
export function ProfileMenu(props: ProfileMenuProps) {
  const [menuWanted, setMenuWanted] = useState(false);
  const { name, companyName, logoSource } = props;
  const button = (
    <ProfileButton
      name={name}
      companyName={companyName}
      logoSource={logoSource}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        setMenuWanted(true);
      }}
    />
  );
  if (!menuWanted) return button;
  return (
    <Suspense fallback={button}>
      <ProfileMenuDropdown {...props} defaultOpened />
    </Suspense>
  );
}
