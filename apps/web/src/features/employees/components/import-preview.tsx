import { Alert, Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { ImportResult } from '@rumbo/contract';
import { paths } from '@/config/paths';
import type { ParsedCsv } from '../csv/employee-csv';
import type { ImportHeaders } from './use-import-preview';

/** How many of the rows to import the preview names, so a person sees their names were read right. */
const firstRowsShown = 5;

type Props = {
  preview: ImportResult;
  /** The check's answer, in the person's language. */
  message: string | undefined;
  toImport: ParsedCsv['rows'];
  leftOut: ParsedCsv['rows'];
  encodingText: string;
  headers: ImportHeaders;
};

/** What the check found: the count and the plan's room, each row's problems, and the first rows to import. */
export function ImportPreview({ preview, message, toImport, leftOut, encodingText, headers }: Props) {
  const { t } = useTranslation('employees');
  const fieldLabel = (field: string) => (field in headers ? headers[field as keyof ImportHeaders] : field);
  return (
    <>
      <Alert color={preview.invalidCount > 0 || leftOut.length > 0 ? 'amber' : 'green'} role="status">
        <Stack gap={4}>
          <Text size="sm" c="var(--mantine-color-text)">
            {message}
          </Text>
          {preview.seatsAvailable !== null && leftOut.length === 0 && (
            <Text size="sm" c="var(--mantine-color-text)">
              {t('employeeImport.seats', { count: preview.seatsAvailable })}
            </Text>
          )}
          {leftOut.length > 0 && (
            <Text size="sm" c="var(--mantine-color-text)" fw={600}>
              {toImport.length > 0
                ? `${t('employeeImport.planRoom', { count: toImport.length, first: toImport[0]!.line, last: toImport.at(-1)!.line })} ${t('employeeImport.planLeftOut', { count: leftOut.length, from: leftOut[0]!.line })}`
                : t('employeeImport.planFull')}{' '}
              <Anchor component={Link} to={paths.plans} size="sm" fw={600}>
                {t('employeeImport.changePlan')}
              </Anchor>
            </Text>
          )}
          <Text size="sm" c="var(--mantine-color-text)">
            {encodingText}
          </Text>
        </Stack>
      </Alert>
      {preview.rows.length === 0 ? (
        <Text size="sm">{t('employeeImport.allValid')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420} mah={360}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('employeeImport.line')}</Table.Th>
                <Table.Th>{t('employeeImport.problems')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.rows.map((row) => (
                <Table.Tr key={row.line}>
                  {/* The spreadsheet's row, as sent and answered: the header is row 1. */}
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>
                    {row.errors.map((error) => (
                      <Text key={`${error.field}-${error.message}`} size="sm">
                        <strong>{fieldLabel(error.field)}:</strong> {error.message}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {toImport.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table captionSide="top">
            <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
              {t('employeeImport.firstRows')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('employeeImport.line')}</Table.Th>
                <Table.Th>{t('employeeImport.person')}</Table.Th>
                <Table.Th>{headers.email}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {toImport.slice(0, firstRowsShown).map((row) => (
                <Table.Tr key={row.line}>
                  <Table.Td>{row.line}</Table.Td>
                  <Table.Td>{`${row.firstNames ?? ''} ${row.lastNames ?? ''}`.trim()}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
