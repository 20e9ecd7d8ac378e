import type { MyRide } from '@rumbo/contract';

/** A driver's ride with one passenger, Paola, confirmed: past its departure, his to finish. */
export function driversRide({ bookingId, departureAt }: { bookingId: string; departureAt: string }): MyRide {
  return {
    rideId: bookingId,
    role: 'driver',
    departureAt,
    from: 'Coyoacán',
    to: 'Reforma 222',
    companions: ['Paola'],
    status: 'CONFIRMED',
    proofClass: 'A',
    sharedKm: 4.6,
    counts: false,
    reasons: [],
    bookings: [{ bookingId, status: 'CONFIRMED', passengerFirstNames: 'Paola', proofs: [] }],
  };
}
