import { Stack } from '@mantine/core';
import { CommutePage } from '@/features/riders/components/commute-page';
import { paths } from '@/config/paths';
import { RideMailsSwitch } from './ride-mails-switch';

/** /app/commute: the person's commute, said once, and whether its notices go by mail too. */
export function MyCommuteRoute() {
  return (
    <Stack gap="lg">
      <CommutePage searchPath={paths.rideSearch} />
      <RideMailsSwitch />
    </Stack>
  );
}
