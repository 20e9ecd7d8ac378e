import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { useDispatch, useStore, type UseSelector } from 'react-redux';
import { useStoreSelector } from '@/lib/store-selector';
import { baseQueryWithReauth } from './base-query';

// The queries' and mutations' hooks read the store as the app's components do: a change is drawn as a transition.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ hooks: { useDispatch, useSelector: useStoreSelector as UseSelector, useStore } }));

/** The one RTK Query API; features add their endpoints with injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Enterprise', 'User', 'Employee', 'Notification'],
  endpoints: () => ({}),
});
