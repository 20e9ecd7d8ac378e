import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

// Rides made through the trips API as the riders' app makes them, for journeys that start from one.

type Headers = Record<string, string>;
export type JourneyPoint = { latitude: number; longitude: number; label: string };
export type Journey = { origin: JourneyPoint; destination: JourneyPoint; departureAt: string };

async function journeyIdOf(answer: Awaited<ReturnType<APIRequestContext['post']>>): Promise<string> {
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { journeyId: string } }).data.journeyId;
}

/** The driver's offer of `seats` seats on the journey; answers its id. */
export async function offerThroughApi(request: APIRequestContext, driver: Headers, journey: Journey, seats = 3): Promise<string> {
  return journeyIdOf(await request.post('/api/trips/offers', { data: { ...journey, seats }, headers: driver }));
}

/** Moves a booking as `headers`' person does from the app (confirm, cancel, complete, validate). */
export function moveBookingThroughApi(request: APIRequestContext, bookingId: string, headers: Headers, data: object) {
  return request.patch(`/api/trips/bookings/${bookingId}`, { data, headers });
}

/** The passenger's request for the journey, her booking on the offer and the driver's confirmation; answers the booking's id. */
export async function confirmedBookingThroughApi(request: APIRequestContext, driver: Headers, passenger: Headers, offerId: string, journey: Journey): Promise<string> {
  const requestId = await journeyIdOf(await request.post('/api/trips/requests', { data: journey, headers: passenger }));
  const booked = await request.post('/api/trips/bookings', { data: { requestId, offerId }, headers: passenger });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = ((await booked.json()) as { data: { bookingId: string } }).data.bookingId;
  expect((await moveBookingThroughApi(request, bookingId, driver, { status: 'CONFIRMED' })).status()).toBe(200);
  return bookingId;
}
