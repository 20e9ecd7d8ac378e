import type { Language, ListCompanyTripsQuery } from '@rumbo/contract';
import { employeesRoutes, tripsRoutes as endpoints, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

/** The language is part of the detail's key: its flags' reasons come written in it, so a change of language asks again. */
export type CompanyTripArgs = { tripId: string; language: Language };

export const tripsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCompanyTrips: build.query<ResponseOf<typeof endpoints.listCompanyTrips>, ListCompanyTripsQuery>({
      query: (query) => requestTo(endpoints.listCompanyTrips, { query }),
    }),
    getCompanyTrip: build.query<ResponseOf<typeof endpoints.getCompanyTrip>, CompanyTripArgs>({
      query: ({ tripId }) => requestTo(endpoints.getCompanyTrip, { params: { tripId } }),
    }),
    /** The person whose trips the list is filtered by, for their name. */
    getTripsPerson: build.query<ResponseOf<typeof employeesRoutes.get>, string>({
      query: (id) => requestTo(employeesRoutes.get, { params: { id } }),
    }),
  }),
});

export const { useListCompanyTripsQuery, useGetCompanyTripQuery, useGetTripsPersonQuery } = tripsApi;
