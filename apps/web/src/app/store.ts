import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import { employeeSlice } from '@/features/employees/employee-slice';
import { enterpriseSlice } from '@/features/enterprise/enterprise-slice';
import { userConfigSlice } from '@/features/user-config/user-config-slice';
import { api } from '@/lib/api/api';
import { loggedOut, sessionSlice } from '@/lib/api/session-slice';
import { feedbackSlice } from '@/lib/feedback/feedback-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  userConfig: userConfigSlice.reducer,
  enterprise: enterpriseSlice.reducer,
  employee: employeeSlice.reducer,
  feedback: feedbackSlice.reducer,
});

/** localStorage behind redux-persist's async storage interface. */
const storage = {
  getItem: async (key: string) => window.localStorage.getItem(key),
  setItem: async (key: string, value: string) => window.localStorage.setItem(key, value),
  removeItem: async (key: string) => window.localStorage.removeItem(key),
};

// The access token, user config, enterprise and employee state survive a reload. Each saved slice
// is merged over its initial state, so a slice saved with only some fields (the landing writes just
// the user config's language, src/landing/remember-language.ts) keeps the defaults of the others.
const persistedReducer = persistReducer<ReturnType<typeof rootReducer>>(
  { key: 'rumbo', version: 1, storage, whitelist: ['session', 'userConfig', 'enterprise', 'employee'], stateReconciler: autoMergeLevel2 },
  rootReducer,
);

// A logout drops every cached answer of the previous user.
const logoutListener = createListenerMiddleware();
logoutListener.startListening({
  actionCreator: loggedOut,
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(api.util.resetApiState());
  },
});

export function createStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).prepend(logoutListener.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export const store = createStore();
let markRehydrated = () => {};
/** Settles once the persisted state is back, e.g. the language to load the texts in. */
export const rehydrated = new Promise<void>((resolve) => {
  markRehydrated = resolve;
});
export const persistor = persistStore(store, null, () => markRehydrated());


export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
