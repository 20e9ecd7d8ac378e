import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePainted } from './use-painted';

function Probe() {
  return <p>{usePainted() ? 'pintado' : 'aún no'}</p>;
}

describe('usePainted', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is false on the first frame and true once that frame has been painted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(<Probe />);
    expect(screen.getByText('aún no')).toBeTruthy();
    // The next frame, then a task after its paint.
    await act(async () => frames.shift()!(0));
    expect(screen.getByText('aún no')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByText('pintado')).toBeTruthy();
  });

  it('does not wait for ever in a page that paints no frame (a background tab)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    render(<Probe />);
    await act(async () => vi.advanceTimersByTime(999));
    expect(screen.getByText('aún no')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('pintado')).toBeTruthy();
  });
});
