import { useId, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime, type BookingRequest, type Language } from '@rumbo/contract';
import { errorMessage } from '@/lib/api/errors';
import { useAnswerBookingMutation, useListMyBookingRequestsQuery } from '../api/commute-api';

/** One passenger waiting for the driver's word: confirm, or decline (the booking is cancelled). */
function RequestCard({ request, language, timeZone }: { request: BookingRequest; language: Language; timeZone: string }) {
  const { t } = useTranslation('riders');
  const [answer, answering] = useAnswerBookingMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const when = formatDateTime(request.departureAt, language, timeZone);
  const name = t('riders.requests.passenger', { name: request.passengerFirstNames, when });
  const send = async (status: 'CONFIRMED' | 'CANCELLED') => {
    setRefusal(null);
    const result = await answer({ bookingId: request.bookingId, status });
    if (result.error) setRefusal(errorMessage(result.error));
  };
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-label={name}>
      <Stack gap={6}>
        <Text fw={700}>{name}</Text>
        <Text size="sm">{t('riders.ride.route', { from: request.pickup, to: request.drop })}</Text>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void send('CANCELLED')} disabled={answering.isLoading} aria-label={t('riders.requests.declineNamed', { name: request.passengerFirstNames, when })}>
            {t('riders.requests.decline')}
          </Button>
          <Button onClick={() => void send('CONFIRMED')} loading={answering.isLoading} aria-label={t('riders.requests.confirmNamed', { name: request.passengerFirstNames, when })}>
            {t('riders.requests.confirm')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The bookings of the person's rides waiting for them: shown only to someone who drives and has some. */
export function BookingRequests({ language }: { language: Language }) {
  const { t } = useTranslation('riders');
  const requests = useListMyBookingRequestsQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true, pollingInterval: 60_000, skipPollingIfUnfocused: true });
  const headingId = useId();
  const waiting = requests.data?.data ?? [];
  if (requests.isError) return <Alert color="red">{`${t('riders.requests.loadError')} ${errorMessage(requests.error)}`}</Alert>;
  if (waiting.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} fz="h4" id={headingId}>
        {t('riders.requests.title')}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {waiting.map((request) => (
          <li key={request.bookingId}>
            <RequestCard request={request} language={language} timeZone={requests.data!.timeZone} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
