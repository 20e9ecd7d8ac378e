import { configureStore } from '@reduxjs/toolkit';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackNotice } from './feedback-notice';
import { feedbackShown, feedbackSlice } from './feedback-slice';

afterEach(() => vi.useRealTimers());

describe('the feedback notice', () => {
  it('shows the message and clears itself after 5 seconds', () => {
    vi.useFakeTimers();
    const store = configureStore({ reducer: { feedback: feedbackSlice.reducer } });
    render(
      <Provider store={store}>
        <MantineProvider>
          <FeedbackNotice closeLabel="Cerrar" />
        </MantineProvider>
      </Provider>,
    );
    act(() => {
      store.dispatch(feedbackShown({ type: 'error', title: 'Inicio de sesión', message: 'Credenciales inválidas' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Credenciales inválidas');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
