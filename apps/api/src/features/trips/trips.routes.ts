import type { FastifyPluginAsync } from 'fastify';
import { tripsEndpoints as endpoints, translateMessage } from '@rumbo/contract';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { updateBooking } from './booking-moves.service.js';
import { createBooking, getBooking, listBookings } from './bookings.service.js';
import { getCompanyTrip, listCompanyTrips } from './company-trips.service.js';
import { cancelJourney, createOffer, createRequest, listJourneys } from './journeys.service.js';
import { createProof } from './proofs.service.js';
import { searchRides } from './ride-search.service.js';

export const tripsRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  routeEndpoint(app, endpoints.createOffer, async (request) => ({ success: true as const, data: await createOffer(ctx, request.auth, request.body) }));
  routeEndpoint(app, endpoints.listOffers, async (request) => ({ success: true as const, ...(await listJourneys(ctx, request.auth, 'driver', request.query)) }));
  routeEndpoint(app, endpoints.cancelOffer, async (request) => ({
    success: true as const,
    message: translateMessage('journeyCancelled', request.language),
    data: await cancelJourney(ctx, request.auth, 'driver', request.params.journeyId),
  }));

  routeEndpoint(app, endpoints.createRequest, async (request) => ({ success: true as const, data: await createRequest(ctx, request.auth, request.body) }));
  routeEndpoint(app, endpoints.listRequests, async (request) => ({ success: true as const, ...(await listJourneys(ctx, request.auth, 'passenger', request.query)) }));
  routeEndpoint(app, endpoints.cancelRequest, async (request) => ({
    success: true as const,
    message: translateMessage('journeyCancelled', request.language),
    data: await cancelJourney(ctx, request.auth, 'passenger', request.params.journeyId),
  }));
  routeEndpoint(app, endpoints.searchRides, async (request) => ({
    success: true as const,
    data: await searchRides(ctx, request.auth, request.params.journeyId, request.query),
  }));

  routeEndpoint(app, endpoints.createBooking, async (request) => ({ success: true as const, data: await createBooking(ctx, request.auth, request.body, request.language) }));
  routeEndpoint(app, endpoints.listBookings, async (request) => ({ success: true as const, ...(await listBookings(ctx, request.auth, request.query, request.language)) }));
  routeEndpoint(app, endpoints.getBooking, async (request) => ({
    success: true as const,
    data: await getBooking(ctx, request.auth, request.params.bookingId, request.language),
  }));
  routeEndpoint(app, endpoints.updateBooking, async (request) => ({
    success: true as const,
    ...(await updateBooking(ctx, request.auth, request.params.bookingId, request.body, request.language)),
  }));
  routeEndpoint(app, endpoints.createProof, async (request) => ({
    success: true as const,
    data: await createProof(ctx, request.auth, request.params.bookingId, request.body, request.language),
  }));

  routeEndpoint(app, endpoints.listCompanyTrips, async (request) => ({ success: true as const, ...(await listCompanyTrips(ctx, request.auth, request.query)) }));
  routeEndpoint(app, endpoints.getCompanyTrip, async (request) => ({
    success: true as const,
    data: await getCompanyTrip(ctx, request.auth, request.params.tripId, request.language),
  }));
};
