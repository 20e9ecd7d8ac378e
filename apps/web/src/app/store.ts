import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { employeeSlice } from '@/features/employees/employee-slice';
import { enterpriseSlice } from '@/features/enterprise/enterprise-slice';
import { userConfigSlice } from '@/features/user-config/user-config-slice';
import { api } from '@/lib/api/api';
import { loggedOut, sessionSlice } from '@/lib/api/session-slice';
import { feedbackSlice } from '@/lib/feedback/feedback-slice';
import { keepStateSaved, readSavedState } from './saved-state';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  userConfig: userConfigSlice.reducer,
  enterprise: enterpriseSlice.reducer,
  employee: employeeSlice.reducer,
  feedback: feedbackSlice.reducer,
});

// The access token, user config, enterprise and employee state survive a reload.
const savedSlices = ['session', 'userConfig', 'enterprise', 'employee'] as const;

// A logout drops every cached answer of the previous user.
const logoutListener = createListenerMiddleware();
logoutListener.startListening({
  actionCreator: loggedOut,
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(api.util.resetApiState());
  },
});

/** The app's store, starting from what `storage` saved and saving there what a reload must find again. */
export function createStore(storage?: Storage) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: readSavedState(storage, rootReducer(undefined, { type: 'rumbo/start' }), savedSlices),
    middleware: (getDefault) => getDefault().prepend(logoutListener.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  keepStateSaved(store, storage, savedSlices);
  return store;
}

/** The browser's localStorage, or none where it is blocked (each visit then starts logged out). */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export const store = createStore(browserStorage());

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
