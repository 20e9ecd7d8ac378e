import type { ParsedSaveCommuteBody, UpdateBookingBody } from '@rumbo/contract';
import { ridersRoutes, tripsRoutes, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

// The commute, its matches and the bookings between riders: what one person's booking or a driver's
// answer changes is read again (the matches, the waiting requests, the rides), and each list is read
// again when the app comes back to the front, so the other side's moves show without a reload.
const riderApi = api.enhanceEndpoints({ addTagTypes: ['RiderCommute', 'RiderMatches', 'RiderRequests'] });

export const commuteApi = riderApi.injectEndpoints({
  endpoints: (build) => ({
    getMyCommute: build.query<ResponseOf<typeof ridersRoutes.getMyCommute>, void>({
      query: () => requestTo(ridersRoutes.getMyCommute),
      providesTags: ['RiderCommute'],
    }),
    saveMyCommute: build.mutation<ResponseOf<typeof ridersRoutes.saveMyCommute>, ParsedSaveCommuteBody>({
      query: (body) => requestTo(ridersRoutes.saveMyCommute, { body }),
      invalidatesTags: ['RiderCommute', 'RiderMatches'],
    }),
    listMyMatches: build.query<ResponseOf<typeof ridersRoutes.listMyMatches>, void>({
      query: () => requestTo(ridersRoutes.listMyMatches),
      providesTags: ['RiderMatches'],
    }),
    listMyBookingRequests: build.query<ResponseOf<typeof ridersRoutes.listMyBookingRequests>, void>({
      query: () => requestTo(ridersRoutes.listMyBookingRequests),
      providesTags: ['RiderRequests'],
    }),
    bookRide: build.mutation<ResponseOf<typeof tripsRoutes.createBooking>, { requestId: string; offerId: string; date: string }>({
      query: (body) => requestTo(tripsRoutes.createBooking, { body }),
      // Only a booking made changes the list: a refusal stays beside its ride, which a new read could remove.
      invalidatesTags: (result) => (result ? ['RiderMatches'] : []),
    }),
    answerBooking: build.mutation<ResponseOf<typeof tripsRoutes.updateBooking>, { bookingId: string; status: UpdateBookingBody['status'] }>({
      query: ({ bookingId, status }) => requestTo(tripsRoutes.updateBooking, { params: { bookingId }, body: { status } }),
      invalidatesTags: (result) => (result ? ['RiderRequests', 'RiderMatches'] : []),
    }),
  }),
});

export const { useGetMyCommuteQuery, useSaveMyCommuteMutation, useListMyMatchesQuery, useListMyBookingRequestsQuery, useBookRideMutation, useAnswerBookingMutation } = commuteApi;
