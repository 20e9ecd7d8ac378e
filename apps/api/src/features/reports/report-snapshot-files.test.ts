import { formatShare, languages, sharePercent, type Language, type ReportShare, type ReportSnapshot } from '@rumbo/contract';
import { readPdf } from '@rumbo/test-support/pdf';
import { describe, expect, it } from 'vitest';
import { renderReportSnapshotCsv } from './report-snapshot-csv.js';
import { renderReportSnapshotPdf } from './report-snapshot-pdf.js';

// An issued report's two files print every share as the page does: its percentage rounded once from
// its counts (sharePercent), never from the ratio the API rounded to 4 decimals.

const share = (numerator: number, denominator: number): ReportShare => ({ share: denominator === 0 ? null : Math.round((numerator / denominator) * 10_000) / 10_000, numerator, denominator });

const snapshot: ReportSnapshot = {
  id: '7d1f8e6a-2b4c-4d5e-8f90-123456789abc',
  kind: 'monthly',
  from: '2026-03-01',
  to: '2026-03-31',
  issuedAt: '2026-04-01T06:07:00.000Z',
  contentHash: 'a'.repeat(64),
  figures: {
    from: '2026-03-01',
    to: '2026-03-31',
    timeZone: 'America/Mexico_City',
    // 237 of 283 is 83.745…%: the ratio rounds to 0.8375, which would read 83.8 % rounded again.
    participation: share(237, 283),
    trips: 1204,
    legs: 2310,
    seatsOffered: 3600,
    seatsUsed: 2310,
    averageOccupancy: 2.92,
    sharedKm: 23456.7,
    vehicleKmAvoided: 18400.4,
    co2AvoidedKg: 3109.7,
    commuteEmissionsKg: 1740.6,
    punctuality: share(900, 1000),
    matchRate: share(5, 8),
    proofQuality: share(1155, 2310),
    flaggedShare: share(50, 4778),
    emissionFactor: {
      country: 'México',
      chosenBy: 'country',
      factor: {
        id: 'f0000000-0000-4000-8000-000000000001',
        region: 'MX',
        value: 0.169,
        unit: 'kg CO2e/vehicle-km',
        scope: 'tankToWheel',
        source: '2.22 kg CO2 per litre of gasoline (IPCC 1996 carbon content) x 7.6 L/100 km (IEA Global Fuel Economy Initiative, Mexico 2021, new cars)',
        year: 2021,
        validFrom: '2025-01-01',
        isComputed: true,
        note: '',
      },
    },
    days: [{ day: '2026-03-02', trips: 3, participants: 5, co2AvoidedKg: 1.5 }],
  },
};

const shares = ['participation', 'punctuality', 'matchRate', 'proofQuality', 'flaggedShare'] as const;

/** The CSV's rows by their first cell, split on the language's separator (no cell here holds one). */
function csvRows(csv: string, separator: string): Map<string, string[]> {
  return new Map(
    csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(separator))
      .map((cells) => [cells[0]!, cells.slice(1)]),
  );
}

describe('an issued report’s files', () => {
  it('reads 237 of 283 as 83.7 and 50 of 4,778 as 1.0, as the function rounds them', () => {
    expect(sharePercent(237, 283)).toBe(83.7);
    expect(sharePercent(50, 4778)).toBe(1);
  });

  it.each(languages.map((language) => [language] as [Language]))('prints each share in the %s CSV as sharePercent does, with its counts', (language) => {
    const separator = language === 'de' ? ';' : ',';
    const rows = csvRows(renderReportSnapshotCsv(snapshot, 'Acme', language), separator);
    const decimal = (value: number) => (language === 'de' ? String(value).replace('.', ',') : String(value));
    for (const key of shares) {
      const { numerator, denominator } = snapshot.figures[key];
      expect(rows.get(key)?.slice(1), key).toEqual([decimal(sharePercent(numerator, denominator)!), '%', String(numerator), String(denominator)]);
    }
    expect(rows.get('participation')?.[1]).toBe(language === 'de' ? '83,7' : '83.7');
    expect(rows.get('flaggedShare')?.[1]).toBe('1');
  });

  it.each(languages.map((language) => [language] as [Language]))('prints each share in the %s PDF as formatShare does, with its counts', async (language) => {
    const text = (await readPdf(await renderReportSnapshotPdf({ snapshot, companyName: 'Acme', language }))).text;
    for (const key of shares) {
      const { numerator, denominator } = snapshot.figures[key];
      // The PDF's text reads the no-break space before % as a space.
      expect(text, key).toContain(`${formatShare(numerator, denominator, language).replace('\u00a0', ' ')} (`);
    }
    expect(text).toContain(language === 'de' ? '83,7 %' : '83.7%');
    expect(text).toContain(language === 'de' ? '1,0 %' : '1.0%');
    expect(text).not.toContain('83.75');
    expect(text).not.toContain('83,75');
  });
});
