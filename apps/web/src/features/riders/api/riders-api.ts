import type { CreateProofBody, MyImpactQuery, UpdateBookingBody } from '@rumbo/contract';
import { ridersRoutes as endpoints, tripsRoutes, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

// A proof or a move changes what the person's rides say (their proofs, status, whether they count).
const withRides = api.enhanceEndpoints({ addTagTypes: ['MyRides', 'RiderMatches', 'RiderRequests'] });

export const ridersApi = withRides.injectEndpoints({
  endpoints: (build) => ({
    listMyRides: build.query<ResponseOf<typeof endpoints.listMyRides>, void>({
      query: () => requestTo(endpoints.listMyRides),
      providesTags: ['MyRides'],
    }),
    getMyImpact: build.query<ResponseOf<typeof endpoints.getMyImpact>, MyImpactQuery>({
      query: (query) => requestTo(endpoints.getMyImpact, { query }),
      providesTags: ['MyRides'],
    }),
    /** A pickup or drop; the kept proofs' sender calls it, never a component (so each goes under its key). */
    createProof: build.mutation<ResponseOf<typeof tripsRoutes.createProof>, { bookingId: string; body: CreateProofBody }>({
      query: ({ bookingId, body }) => requestTo(tripsRoutes.createProof, { params: { bookingId }, body }),
      invalidatesTags: (_result, error) => (error ? [] : ['MyRides']),
    }),
    updateBooking: build.mutation<ResponseOf<typeof tripsRoutes.updateBooking>, { bookingId: string; body: UpdateBookingBody }>({
      query: ({ bookingId, body }) => requestTo(tripsRoutes.updateBooking, { params: { bookingId }, body }),
      // A cancelled seat is free again in the search, and a driver's cancelled request leaves his list.
      invalidatesTags: (_result, error) => (error ? [] : ['MyRides', 'RiderMatches', 'RiderRequests']),
    }),
  }),
});

export const { useListMyRidesQuery, useGetMyImpactQuery, useUpdateBookingMutation } = ridersApi;
