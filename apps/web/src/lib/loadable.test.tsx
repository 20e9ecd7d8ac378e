import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadable } from './loadable';

function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

describe('loadable', () => {
  it('draws a component whose code was fetched before at once, its fallback never shown', async () => {
    const greeting = loadable(() => Promise.resolve(Greeting));
    await greeting.fetch();
    const fallback = vi.fn(() => <p>Cargando</p>);
    const Fallback = fallback;
    render(
      <Suspense fallback={<Fallback />}>
        <greeting.Loaded name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Hola, Ana')).toBeTruthy();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('otherwise shows the fallback until the code comes, fetched once for every use', async () => {
    let arrive!: (component: typeof Greeting) => void;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const greeting = loadable(load);
    // Awaited: React retries a component suspended in an act scope only once that scope is awaited.
    await act(async () => {
      render(
        <Suspense fallback={<p>Cargando</p>}>
          <greeting.Loaded name="Ana" />
          <greeting.Loaded name="Luis" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Cargando')).toBeTruthy();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hola, Ana')).toBeTruthy();
    expect(screen.getByText('Hola, Luis')).toBeTruthy();
    void greeting.fetch();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch ahead: the first draw asks for the code again', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Greeting);
    const greeting = loadable(load);
    await greeting.preload();
    await act(async () => {
      render(
        <Suspense fallback={<p>Cargando</p>}>
          <greeting.Loaded name="Ana" />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Hola, Ana')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
