import { billingEndpoints as endpoints, type Language, type ResponseOf } from '@rumbo/contract';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The catalogue is named in the reader's language: cached per language, asked in that language.
    getPlans: build.query<ResponseOf<typeof endpoints.plans>, Language>({
      query: (language) => ({ ...requestTo(endpoints.plans), headers: { 'accept-language': language } }),
    }),
  }),
});

export const { useGetPlansQuery } = billingApi;
