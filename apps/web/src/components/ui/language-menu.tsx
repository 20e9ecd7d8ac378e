import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { languages, type Language } from '@rumbo/contract';

export type LanguagePickerProps = { value: Language; onChange: (language: Language) => void; label: string; names: Record<Language, string> };

/** The language picker's menu, opened at once when it is loaded by the first click (language-picker.tsx). */
export function LanguageMenu({ value, onChange, label, names, defaultOpened }: LanguagePickerProps & { defaultOpened?: boolean }) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
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
