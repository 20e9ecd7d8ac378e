import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { startTransition, useLayoutEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { useStoreSelector } from './store-selector';

const trip = createSlice({
  name: 'trip',
  initialState: { driver: 'Ana', seats: 3, full: false },
  reducers: {
    fullChanged: (state, action: PayloadAction<boolean>) => void (state.full = action.payload),
    driverChanged: (state, action: PayloadAction<string>) => void (state.driver = action.payload),
    seatsChanged: (state, action: PayloadAction<number>) => void (state.seats = action.payload),
  },
});
type State = { trip: { driver: string; seats: number; full: boolean } };
const newStore = () => configureStore({ reducer: { trip: trip.reducer } });

/** Shows the driver and counts its renders. */
function Driver({ renders }: { renders: string[] }) {
  const driver = useStoreSelector((state: State) => state.trip.driver);
  renders.push(driver);
  return <p>{driver}</p>;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('useStoreSelector', () => {
  it('draws a change of what it reads in a render that waits for the browser first, not in the same task', async () => {
    const store = newStore();
    render(
      <Provider store={store}>
        <Driver renders={[]} />
      </Provider>,
    );
    // Outside act, as in the browser: react-redux's useSelector draws within the dispatch's task.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    store.dispatch(trip.actions.driverChanged('Berta'));
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(screen.getByText('Ana')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Berta')).toBeTruthy());
  });

  it('draws nothing again for a change it does not read', async () => {
    const store = newStore();
    const renders: string[] = [];
    render(
      <Provider store={store}>
        <Driver renders={renders} />
      </Provider>,
    );
    await act(async () => void store.dispatch(trip.actions.seatsChanged(2)));
    expect(renders).toEqual(['Ana']);
    await act(async () => void store.dispatch(trip.actions.driverChanged('Berta')));
    expect(renders).toEqual(['Ana', 'Berta']);
  });

  it('draws a change made after its render and before it subscribed', async () => {
    const store = newStore();
    // Its layout effect runs before the driver's, which subscribes in one.
    function ChangesDriver() {
      useLayoutEffect(() => void store.dispatch(trip.actions.driverChanged('Carla')), []);
      return null;
    }
    await act(async () =>
      render(
        <Provider store={store}>
          <ChangesDriver />
          <Driver renders={[]} />
        </Provider>,
      ),
    );
    expect(screen.getByText('Carla')).toBeTruthy();
  });

  it('draws the last state when the store changed while a render with a new selector waited to commit', async () => {
    const store = newStore();
    let show!: (field: 'driver' | 'seats') => void;
    function Field({ field }: { field: 'driver' | 'seats' }) {
      return <p>{`${field}: ${useStoreSelector((state: State) => state.trip[field])}`}</p>;
    }
    // Rendered after the field in the same render: a change while that render is under way.
    function ChangesSeats({ field }: { field: string }) {
      if (field === 'seats' && store.getState().trip.seats === 3) store.dispatch(trip.actions.seatsChanged(2));
      return null;
    }
    function Trip() {
      const [field, setField] = useState<'driver' | 'seats'>('driver');
      show = setField;
      return (
        <>
          <Field field={field} />
          <ChangesSeats field={field} />
        </>
      );
    }
    render(
      <Provider store={store}>
        <Trip />
      </Provider>,
    );
    await act(async () => startTransition(() => show('seats')));
    await waitFor(() => expect(screen.getByText('seats: 2')).toBeTruthy());
  });

  it('draws the last state when the store went back to what the last commit showed before this one', async () => {
    const store = newStore();
    // Its layout effect runs before its parent's: the store is back to false before the parent's commit is done.
    function EmptiesSeats() {
      const full = useStoreSelector((state: State) => state.trip.full);
      useLayoutEffect(() => {
        if (full) store.dispatch(trip.actions.fullChanged(false));
      }, [full]);
      return null;
    }
    function Trip() {
      const full = useStoreSelector((state: State) => state.trip.full);
      return (
        <>
          <p>{full ? 'Lleno' : 'Con lugares'}</p>
          <EmptiesSeats />
        </>
      );
    }
    render(
      <Provider store={store}>
        <Trip />
      </Provider>,
    );
    await act(async () => void store.dispatch(trip.actions.fullChanged(true)));
    await waitFor(() => expect(screen.getByText('Con lugares')).toBeTruthy());
    expect(store.getState().trip.full).toBe(false);
  });
});
