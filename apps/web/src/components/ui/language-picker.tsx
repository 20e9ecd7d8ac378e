import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { LanguagePickerProps } from './language-menu';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));

/**
 * The Es / En / De control of the public pages and the header. Its menu (Mantine's Menu and its
 * positioning library, a sixth of /login's script) loads when first wanted: a pointer over it or
 * focus starts fetching it, a click opens it.
 */
export function LanguagePicker(props: LanguagePickerProps) {
  const [menuWanted, setMenuWanted] = useState(false);
  const { value, label, names } = props;
  const button = (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconLanguage size={16} aria-hidden />}
      aria-label={`${label}: ${names[value]}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        setMenuWanted(true);
      }}
    >
      {value.charAt(0).toUpperCase() + value.slice(1)}
    </Button>
  );
  if (!menuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu {...props} defaultOpened />
    </Suspense>
  );
}
