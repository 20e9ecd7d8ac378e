import type { UpdateTripRulesBody } from '@rumbo/contract';
import { tripRulesRoutes as endpoints, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export const tripRulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTripRules: build.query<ResponseOf<typeof endpoints.get>, void>({
      query: () => requestTo(endpoints.get),
    }),
    updateTripRules: build.mutation<ResponseOf<typeof endpoints.update>, UpdateTripRulesBody['rules']>({
      query: (rules) => requestTo(endpoints.update, { body: { rules } }),
      // The switch moves at once; a refused save puts it back (the page says why).
      async onQueryStarted(rules, { dispatch, queryFulfilled }) {
        const update = dispatch(
          tripRulesApi.util.updateQueryData('getTripRules', undefined, (draft) => {
            Object.assign(draft.data.rules, rules);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            tripRulesApi.util.updateQueryData('getTripRules', undefined, (draft) => {
              draft.data = data.data;
            }),
          );
        } catch {
          update.undo();
        }
      },
    }),
  }),
});

export const { useGetTripRulesQuery, useUpdateTripRulesMutation } = tripRulesApi;
