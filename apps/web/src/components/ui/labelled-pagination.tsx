import { Group, Pagination } from '@mantine/core';

type Control = 'first' | 'previous' | 'next' | 'last';
type Props = {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** Fewer page numbers, for a narrow screen. */
  compact?: boolean;
  /** The landmark's name, each arrow's and each page number's, in the UI language. */
  label: string;
  controlLabel: (control: Control) => string;
  pageLabel: (page: number) => string;
};

/**
 * The pages of a list, shown only when there is more than one: a labelled nav landmark (an
 * aria-label on Pagination's own div names nothing), every control named.
 */
export function LabelledPagination({ total, pageSize, page, onPage, compact = false, label, controlLabel, pageLabel }: Props) {
  if (total <= pageSize) return null;
  const pages = Math.ceil(total / pageSize);
  return (
    <Group component="nav" aria-label={label} justify="center">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        getControlProps={(control) => ({ 'aria-label': controlLabel(control as Control) })}
        getItemProps={(item) => ({ 'aria-label': pageLabel(item) })}
        siblings={compact ? 0 : 1}
      />
    </Group>
  );
}
