import { Group, Text } from '@mantine/core';

/**
 * The Rumbo mark (public/rumbo-mark.svg, the icon of every page) drawn in the page: an image would be
 * fetched as the first render is drawn, a request more before the page is whole.
 */
function RumboMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden focusable="false">
      <rect width="64" height="64" rx="16" fill="#0F766E" />
      <path d="M16 48c4-14 12-16 20-17 7-1 11-4 12-12" fill="none" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" />
      <path d="M40 14l9 4-4 9" fill="none" stroke="#F59E0B" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="16" cy="48" r="4" fill="#F59E0B" />
    </svg>
  );
}

/** The Rumbo mark and word; the mark reads on light and dark backgrounds alike. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <RumboMark size={size} />
      <Text component="span" fw={800} fz={size * 0.65} c="var(--mantine-color-text)" lh={1}>
        Rumbo
      </Text>
    </Group>
  );
}
