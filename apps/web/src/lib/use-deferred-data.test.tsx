import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredData } from './use-deferred-data';

/** Renders the hook with `data` and notes every value a render of it saw. */
function Figures({ data, seen }: { data: string | undefined; seen: (string | undefined)[] }) {
  seen.push(useDeferredData(data));
  return null;
}

describe('useDeferredData', () => {
  it('draws new data in a second, background render, and shows no data at once when it goes', async () => {
    const seen: (string | undefined)[] = [];
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
});
