import { useId, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';

type Props<V> = {
  label: string;
  /** The saved value, shown as text while not editing. */
  value: V;
  display: ReactNode;
  /** The editor, given the draft and its setter; `labelId` names the row's field for assistive technology. */
  renderEditor: (draft: V, setDraft: (value: V) => void, error: string | undefined) => ReactNode;
  /** Saves the draft; answers the message to show under the field, or nothing once saved. */
  onSave: (draft: V) => Promise<string | undefined>;
};

/** One row of the profile: its value as text, then Edit; while editing, Save or Cancel (which restores the value). */
export function ProfileRow<V>({ label, value, display, renderEditor, onSave }: Props<V>) {
  const { t } = useTranslation('profile');
  const labelId = useId();
  const [draft, setDraft] = useState<V | null>(null);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const editing = draft !== null;
  const cancel = () => {
    setDraft(null);
    setError(undefined);
  };
  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    const message = await onSave(draft);
    setSaving(false);
    if (message) setError(message);
    else cancel();
  };
  return (
    <Stack gap="xs" py="md" role="group" aria-labelledby={labelId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text id={labelId} fw={600} size="sm">
            {label}
          </Text>
          {!editing && <div style={{ overflowWrap: 'anywhere' }}>{display}</div>}
        </Stack>
        {!editing && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={t('profile.editField', { field: label })}
            onClick={() => {
              setDraft(value);
              setError(undefined);
            }}
          >
            {t('profile.edit')}
          </Button>
        )}
      </Group>
      {editing && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') cancel();
          }}
        >
          <Stack gap="sm">
            {renderEditor(draft, (next) => setDraft(next), error)}
            <Group gap="xs" justify="flex-end">
              <Button variant="default" onClick={cancel} disabled={saving}>
                {t('profile.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('profile.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
