import { forwardRef, useId, type ReactNode } from 'react';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

type Props = {
  icon: ReactNode;
  title: string;
  /** One sentence on what the section is for. */
  explanation: string;
  /** Beside the title, such as a status badge. */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * One section of the login and security page: a landmark named by its heading. The heading takes
 * focus (the ref) when what had it, such as a step that closed, is gone.
 */
export const SecuritySection = forwardRef<HTMLHeadingElement, Props>(function SecuritySection({ icon, title, explanation, aside, children }, headingRef) {
  const headingId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} fz="h3" id={headingId} ref={headingRef} tabIndex={-1}>
                {title}
              </Title>
              {aside}
            </Group>
            <Text size="sm" c="dimmed">
              {explanation}
            </Text>
          </Stack>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
});
