import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { languageCookieName, visitorLanguage, type Language } from '@rumbo/contract';
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

/**
 * The app's store, starting from what `storage` saved and saving there what a reload must find again.
 * Nothing saved, it starts in `firstLanguage`: the one the service chose for the page it sent.
 */
export function createStore(storage?: Storage, firstLanguage?: Language) {
  const initial = rootReducer(undefined, { type: 'rumbo/start' });
  if (firstLanguage) initial.userConfig = { ...initial.userConfig, language: firstLanguage };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: readSavedState(storage, initial, savedSlices),
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

/**
 * A first visit's language, chosen as the service chooses it for /login and /sign-up (plugins/web.ts):
 * the language cookie, else the browser's languages (what it sends as Accept-Language), else Spanish.
 */
function browserLanguage(): Language | undefined {
  try {
    const cookie = document.cookie
      .split('; ')
      .find((entry) => entry.startsWith(`${languageCookieName}=`))
      ?.slice(languageCookieName.length + 1);
    return visitorLanguage({ chosen: cookie, acceptLanguage: navigator.languages.join(',') });
  } catch {
    // Cookies may be blocked (a sandboxed frame throws on reading them): the default language, then.
    return undefined;
  }
}

export const store = createStore(browserStorage(), browserLanguage());

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
