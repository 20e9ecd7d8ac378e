import { Group, Text } from '@mantine/core';

/** The Rumbo mark and word; the mark reads on light and dark backgrounds alike. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <img src="/rumbo-mark.svg" width={size} height={size} alt="" />
      <Text component="span" fw={800} fz={size * 0.65} c="var(--mantine-color-text)" lh={1}>
        Rumbo
      </Text>
    </Group>
  );
}
