import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredData } from './use-deferred-data';

type Seen = (string | undefined)[];

/** Renders the hook with the data of what was asked (`asked`) and notes every value a render of it saw. */
function Figures({ data, asked, seen }: { data: string | undefined; asked?: string; seen: Seen }) {
  seen.push(useDeferredData(data, asked));
  return null;
}

describe('useDeferredData', () => {
  it('draws new data in a second, background render, and shows no data at once when it goes', async () => {
    const seen: Seen = [];
    const { rerender } = render(<Figures data={undefined} seen={seen} />);
    await act(async () => rerender(<Figures data="octubre" seen={seen} />));
    // The urgent render keeps the loading state; the background one draws the data.
    expect(seen).toEqual([undefined, undefined, 'octubre']);

    seen.length = 0;
    await act(async () => rerender(<Figures data="octubre, otra vez" seen={seen} />));
    // Fresh data of the same request: the last data stays until the new is drawn.
    expect(seen).toEqual(['octubre', 'octubre, otra vez']);

    seen.length = 0;
    await act(async () => rerender(<Figures data={undefined} seen={seen} />));
    // Another period asked for: never the last one's figures under it.
    expect(seen.every((value) => value === undefined)).toBe(true);
  });

  it('never shows the last request’s data under another one whose data is already here (a period read before)', async () => {
    const seen: Seen = [];
    const { rerender } = render(<Figures data="octubre" asked="2026-10" seen={seen} />);
    seen.length = 0;
    await act(async () => rerender(<Figures data="noviembre" asked="2026-11" seen={seen} />));
    expect(seen).not.toContain('octubre');
    expect(seen.at(-1)).toBe('noviembre');
  });
});
