import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near';

afterEach(() => vi.unstubAllGlobals());

describe('WhenNear', () => {
  it('keeps a box of the picture’s height until its place comes near the screen, then draws it', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    const { container } = render(
      <WhenNear height={200}>
        <p>Viajes por día</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Viajes por día')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ height: '200px' });
    expect(observe).toHaveBeenCalledWith(container.firstElementChild);
    act(() => report([{ isIntersecting: false }]));
    expect(screen.queryByText('Viajes por día')).not.toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('Viajes por día')).toBeInTheDocument();
  });

  it('draws at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear height={200}>
        <p>Viajes por día</p>
      </WhenNear>,
    );
    expect(screen.getByText('Viajes por día')).toBeInTheDocument();
  });
});
