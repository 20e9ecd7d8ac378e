import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { languages, type Language } from '@rumbo/contract';

type Props = { value: Language; onChange: (language: Language) => void; label: string; names: Record<Language, string> };

/** The Es / En / De control of the public pages and the header. */
export function LanguagePicker({ value, onChange, label, names }: Props) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" leftSection={<IconLanguage size={16} aria-hidden />} aria-label={`${label}: ${names[value]}`}>
          {value.charAt(0).toUpperCase() + value.slice(1)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => onChange(language)}
            rightSection={language === value ? <IconCheck size={14} aria-hidden /> : null}
          >
            {names[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
