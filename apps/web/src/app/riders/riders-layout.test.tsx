import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { es as riders } from '@/features/riders/locales/es';
import { loggedIn } from '@/lib/api/session-slice';
import { es as common } from '@/lib/i18n/locales/es';
import { answerRequests, json, startSpanishTexts } from '@/testing/render-with-store';
import { passenger as paola } from '@/testing/users';
import { createStore } from '../store';
import { RidersLayout } from './riders-layout';

beforeAll(async () => {
  await startSpanishTexts({ common, riders });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the riders’ layout', () => {
  it('asks for the company, the settings and the notices only once its first frame is painted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const asked: string[] = [];
    answerRequests((request, path) => {
      asked.push(path);
      return json(404, { success: false, message: 'No encontrado' });
    });
    const store = createStore();
    store.dispatch(loggedIn({ token: 'token-1', user: paola }));
    render(
      <Provider store={store}>
        <MantineProvider>
          <RidersLayout>
            <h1>Tus viajes compartidos</h1>
          </RidersLayout>
        </MantineProvider>
      </Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Tus viajes compartidos' })).toBeInTheDocument();
    // Drawn, its frame not yet painted: nothing asked, no manifest linked.
    await act(async () => vi.advanceTimersByTime(0));
    expect(asked).toEqual([]);
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    // The frame comes, then a task once it is painted.
    await act(async () => frames.splice(0).forEach((frame) => frame(0)));
    expect(asked).toEqual([]);
    await act(async () => vi.advanceTimersByTime(0));
    vi.useRealTimers();
    await vi.waitFor(() => expect([...asked].sort()).toEqual(['/api/enterprise', '/api/notifications', '/api/user/configure']));
    expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull();
  });
});
