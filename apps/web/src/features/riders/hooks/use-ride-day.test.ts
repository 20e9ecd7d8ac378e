import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyRide } from '@rumbo/contract';
import { nextRideDayChange } from '../ride-day-of';
import { useRideDay } from './use-ride-day';

const zone = 'America/Mexico_City';
// Monday 2 March 2026, 21:30 in Mexico City (03:30 UTC on the 3rd).
const ride: MyRide = {
  rideId: '0f4c9a4e-0b1e-4a57-9c11-5d7f2b1d9a01',
  role: 'passenger',
  departureAt: '2026-03-03T03:30:00.000Z',
  from: 'Reforma 222',
  to: 'Coyoacán',
  companions: ['Roberto'],
  status: 'CONFIRMED',
  proofClass: null,
  sharedKm: null,
  counts: false,
  reasons: [],
  bookings: [{ bookingId: '0f4c9a4e-0b1e-4a57-9c11-5d7f2b1d9a01', status: 'CONFIRMED', passengerFirstNames: 'Paola', proofs: [] }],
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the day of a ride on a screen left open', () => {
  it('shows the steps by itself when the ride’s time comes, and takes them away when its day ends', () => {
    vi.useFakeTimers({ now: new Date('2026-03-03T01:29:00.000Z') });
    const { result } = renderHook(() => useRideDay(ride, zone));
    expect(result.current).toEqual({ steps: false, afterwards: false });

    // 19:30 in Mexico City, two hours before it leaves: no focus, no reload.
    act(() => void vi.advanceTimersByTime(61_000));
    expect(result.current).toEqual({ steps: true, afterwards: true });

    // Midnight in Mexico City (06:00 UTC): the day's steps are over, what is left to say stays.
    act(() => void vi.advanceTimersByTime(new Date('2026-03-03T06:00:00.000Z').getTime() - Date.now() - 2000));
    expect(result.current.steps).toBe(true);
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current).toEqual({ steps: false, afterwards: true });
  });

  it('looks again at the next change only: when the steps open, then at the local midnight, then never', () => {
    expect(nextRideDayChange(ride, zone, new Date('2026-03-02T12:00:00.000Z'))).toEqual(new Date('2026-03-03T01:30:00.000Z'));
    const midnight = nextRideDayChange(ride, zone, new Date('2026-03-03T02:00:00.000Z'))!;
    expect(Math.abs(midnight.getTime() - Date.parse('2026-03-03T06:00:00.000Z'))).toBeLessThanOrEqual(1000);
    expect(nextRideDayChange(ride, zone, new Date('2026-03-03T06:00:01.000Z'))).toBeUndefined();
  });
});
