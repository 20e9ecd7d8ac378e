import { useMemo } from 'react';
import QRCode, { type BitMatrix } from 'qrcode';

/** The blank margin a QR code needs around it to be read, in modules. */
const quietZone = 4;

type DarkRun = { row: number; column: number; length: number };

/** The dark modules, a row's neighbours joined into one run, so the drawing holds a few hundred rects. */
function darkRuns(modules: BitMatrix): DarkRun[] {
  const runs: DarkRun[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      runs.push({ row, column: start, length: column - start });
    }
  }
  return runs;
}

type Props = {
  /** The otpauth:// URI the authenticator app reads. */
  uri: string;
  /** What a screen reader says for the picture. */
  label: string;
  /** Width and height on screen, in pixels. */
  size?: number;
};

/**
 * The QR code of an authenticator secret, drawn in the page: the secret never leaves it (no image
 * request, no data URL). Dark on light in either colour scheme, as scanners expect.
 */
export function AuthenticatorQrCode({ uri, label, size = 192 }: Props) {
  const runs = useMemo(() => {
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'M' });
    return { extent: modules.size + quietZone * 2, dark: darkRuns(modules) };
  }, [uri]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${runs.extent} ${runs.extent}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={runs.extent} height={runs.extent} fill="var(--mantine-color-white)" />
      {runs.dark.map(({ row, column, length }) => (
        <rect key={`${row}:${column}`} x={column + quietZone} y={row + quietZone} width={length} height={1} fill="var(--mantine-color-black)" />
      ))}
    </svg>
  );
}
