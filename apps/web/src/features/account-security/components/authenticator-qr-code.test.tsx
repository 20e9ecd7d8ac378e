import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { AuthenticatorQrCode } from './authenticator-qr-code';

const uri = 'otpauth://totp/Rumbo:ana%40empresa.mx?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Rumbo';

describe('the QR code of an authenticator secret', () => {
  it('is an svg drawn in the page, named for screen readers', () => {
    render(
      <MantineProvider>
        <AuthenticatorQrCode uri={uri} label="Código QR para tu app de autenticación" />
      </MantineProvider>,
    );
    const picture = screen.getByRole('img', { name: 'Código QR para tu app de autenticación' });
    expect(picture.tagName.toLowerCase()).toBe('svg');
    // Nothing is fetched or embedded: only rectangles.
    expect(picture.querySelector('image, use, foreignObject, [href]')).toBeNull();
  });

  it('draws every dark module of the code, with the margin a scanner needs', () => {
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'M' });
    const { container } = render(<AuthenticatorQrCode uri={uri} label="QR" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${modules.size + 8} ${modules.size + 8}`);
    const [background, ...dark] = [...svg.querySelectorAll('rect')];
    expect(background!.getAttribute('width')).toBe(String(modules.size + 8));
    const drawn = new Set(dark.flatMap((rect) => {
      const x = Number(rect.getAttribute('x')) - 4;
      const y = Number(rect.getAttribute('y')) - 4;
      return Array.from({ length: Number(rect.getAttribute('width')) }, (_, offset) => `${y}:${x + offset}`);
    }));
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row += 1) for (let column = 0; column < modules.size; column += 1) if (modules.get(row, column)) expected.add(`${row}:${column}`);
    expect(drawn).toEqual(expected);
  });
});
