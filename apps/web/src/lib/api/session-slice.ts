import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@rumbo/contract';

/** The session: the access token (persisted), the email still to verify, and the user. */
export type SessionState = { accessToken: string | null; email: string | null; user: SessionUser | null };

const initialState: SessionState = { accessToken: null, email: null, user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string; user: SessionUser }>) {
      state.accessToken = action.payload.token;
      state.user = action.payload.user;
      state.email = action.payload.user.emailVerified ? null : action.payload.user.email;
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
    },
    userLoaded(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
      state.email = action.payload.emailVerified ? null : action.payload.email;
    },
    /** Clears token, email and user; other slices reset on it too. */
    loggedOut() {
      return initialState;
    },
  },
});

export const { loggedIn, tokenRefreshed, userLoaded, loggedOut } = sessionSlice.actions;

export const selectAccessToken = (state: { session: SessionState }) => state.session.accessToken;
export const selectSessionUser = (state: { session: SessionState }) => state.session.user;
