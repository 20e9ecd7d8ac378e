import { createSlice } from '@reduxjs/toolkit';
import type { EnterpriseSummary } from '@rumbo/contract';
import { loggedOut } from '@/lib/api/session-slice';
import { enterpriseApi } from './api/enterprise-api';

/** The company state (its list, the current one, the caller's role), kept in the browser between visits. */
export type EnterpriseState = {
  enterprises: EnterpriseSummary[];
  main: EnterpriseSummary | null;
  current: EnterpriseSummary | null;
  defaultRole: 'admin' | 'employee' | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
  tripRules: Record<string, boolean>;
};

const initialState: EnterpriseState = {
  enterprises: [],
  main: null,
  current: null,
  defaultRole: null,
  status: 'idle',
  error: null,
  tripRules: {},
};

export const enterpriseSlice = createSlice({
  name: 'enterprise',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialState)
      .addMatcher(enterpriseApi.endpoints.getEnterprises.matchPending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addMatcher(enterpriseApi.endpoints.getEnterprises.matchFulfilled, (state, action) => {
        const { enterprises, current, defaultRole } = action.payload.data;
        state.enterprises = enterprises;
        state.main = enterprises[0] ?? current;
        state.current = current;
        state.defaultRole = defaultRole;
        state.status = 'succeeded';
      })
      .addMatcher(enterpriseApi.endpoints.getEnterprises.matchRejected, (state, action) => {
        if (action.meta.condition) return;
        state.status = 'failed';
        state.error = action.error.message ?? 'failed';
      });
  },
});

export const selectCurrentEnterprise = (state: { enterprise: EnterpriseState }) => state.enterprise.current;
