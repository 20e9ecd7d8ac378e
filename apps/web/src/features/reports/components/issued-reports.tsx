import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconFileSpreadsheet, IconFileTypePdf, IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { formatDate, formatDecimal, type Language, type ReportSnapshotSummary } from '@rumbo/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api/errors';
import { useNotifyOutcome } from '@/lib/feedback/use-notify-outcome';
import { saveFile } from '@/lib/files/save-file';
import { useDeferredData } from '@/lib/use-deferred-data';
import { useDownloadReportSnapshotMutation, useListReportSnapshotsQuery } from '../api/reports-api';
import { formatDay } from '../report-format';

/** When a report was issued, as a date in the company's zone. */
export function formatIssuedAt(issuedAt: string, language: Language, timeZone: string): string {
  // As every other date the portal shows (01/03/2026 in Spanish).
  return formatDate(issuedAt, language, timeZone);
}

function DownloadButton({ snapshot, format }: { snapshot: ReportSnapshotSummary; format: 'pdf' | 'csv' }) {
  const { t } = useTranslation('reports');
  const notifyOutcome = useNotifyOutcome();
  const [download, state] = useDownloadReportSnapshotMutation();
  const onDownload = async () => {
    const file = await notifyOutcome(download({ id: snapshot.id, format }), { failure: t('reports.issued.downloadFailed') });
    if (file) saveFile(file, `${t('reports.issued.fileName', { from: snapshot.from, to: snapshot.to })}.${format}`);
  };
  const Icon = format === 'pdf' ? IconFileTypePdf : IconFileSpreadsheet;
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<Icon size={16} aria-hidden />}
      aria-label={t(format === 'pdf' ? 'reports.issued.downloadPdf' : 'reports.issued.downloadCsv', { from: snapshot.from, to: snapshot.to })}
      loading={state.isLoading}
      onClick={() => void onDownload()}
    >
      {format.toUpperCase()}
    </Button>
  );
}

type Props = {
  language: Language;
  timeZone: string;
  /** The report whose figures the page shows, if any. */
  viewing: string | null;
  onView: (snapshotId: string) => void;
};

/**
 * The reports issued at the plan's cadence, newest first: each period's headline figures, its figures
 * on the page, and its PDF and CSV. They never change once issued.
 */
export function IssuedReports({ language, timeZone, viewing, onView }: Props) {
  const { t } = useTranslation('reports');
  const list = useListReportSnapshotsQuery(undefined, { refetchOnMountOrArgChange: true });
  const issued = useDeferredData(list.data?.data);
  const period = (snapshot: ReportSnapshotSummary) =>
    t('reports.issued.period', { from: formatDay(snapshot.from, language, true), to: formatDay(snapshot.to, language, true) });

  let body;
  if (list.isError) body = <LoadError title={t('reports.issued.loadError')} message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (!issued)
    body = (
      <Stack gap="xs" role="status" aria-label={t('reports.loading')}>
        <Skeleton height={72} radius="md" />
        <Skeleton height={72} radius="md" />
      </Stack>
    );
  else if (issued.length === 0)
    body = <EmptyState icon={<IconReportAnalytics size={36} aria-hidden />} title={t('reports.issued.emptyTitle')} text={t('reports.issued.emptyText')} />;
  else
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {issued.map((snapshot) => (
          <Paper key={snapshot.id} component="li" withBorder radius="md" p="md" aria-current={viewing === snapshot.id || undefined}>
            <Group justify="space-between" align="center" gap="sm">
              <Stack gap={2}>
                <Text fw={600}>
                  {period(snapshot)} · {t(`reports.issued.kinds.${snapshot.kind}`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('reports.issued.summary', {
                    issued: formatIssuedAt(snapshot.issuedAt, language, timeZone),
                    trips: formatDecimal(snapshot.headline.trips, language, 0),
                    co2: formatDecimal(snapshot.headline.co2AvoidedKg, language),
                  })}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  variant={viewing === snapshot.id ? 'filled' : 'default'}
                  size="xs"
                  leftSection={<IconEye size={16} aria-hidden />}
                  aria-label={t('reports.issued.viewLabel', { period: period(snapshot) })}
                  aria-pressed={viewing === snapshot.id}
                  onClick={() => onView(snapshot.id)}
                >
                  {t('reports.issued.view')}
                </Button>
                <DownloadButton snapshot={snapshot} format="pdf" />
                <DownloadButton snapshot={snapshot} format="csv" />
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="issued-reports-heading">
      <div>
        <Title order={2} size="h3" id="issued-reports-heading">
          {t('reports.issued.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reports.issued.intro')}
        </Text>
      </div>
      {body}
    </Stack>
  );
}
