import type { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { api } from '@/lib/api/api';
import { sessionSlice } from '@/lib/api/session-slice';
import { feedbackSlice } from '@/lib/feedback/feedback-slice';
import { withTextPlaceholders } from '@/app/i18n/texts';
import { startI18n, type Texts } from '@/lib/i18n';

/*
 * Component tests run the app's real store and requests against a stubbed server: these helpers
 * build both. Stubbed globals are restored after every test (setup.ts).
 */

/** A JSON answer, as the server sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** What fetch does when the network is down. */
export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

/**
 * Answers every request the app sends with `answer` (given the request and its path); throwing is a
 * network failure. Returns the fetch spy.
 */
export function answerRequests(answer: (request: Request, path: string) => Response | Promise<Response>) {
  // Node's Request does not resolve '/api/...' against the page as a browser does.
  const NativeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NativeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost').toString() : input, init);
      }
    },
  );
  const fetch = vi.fn(async (request: Request) => answer(request, new URL(request.url).pathname));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The app's API, session and feedback state, fresh for each test. */
export function createTestStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionSlice.reducer, feedback: feedbackSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/** Renders `ui` inside a fresh store and Mantine's provider; `rerender` keeps both. */
export function renderWithStore(ui: ReactElement) {
  const store = createTestStore();
  const wrap = (element: ReactElement) => (
    <Provider store={store}>
      <MantineProvider>{element}</MantineProvider>
    </Provider>
  );
  const view = render(wrap(ui));
  return { ...view, store, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}

/** Starts i18n in Spanish with these namespaces' texts, loaded from memory (the contract's messages as the app loads them). */
export function startSpanishTexts(texts: Record<string, Texts>) {
  const loaded = (namespace: string) => (namespace === 'messages' ? withTextPlaceholders(texts[namespace] as Record<string, string>) : texts[namespace]!);
  return startI18n({ language: 'es', namespaces: Object.keys(texts), load: async (_language, namespace) => loaded(namespace) });
}
