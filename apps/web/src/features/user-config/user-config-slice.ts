import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultUserConfig, type Language, type UserConfig } from '@rumbo/contract';
import { userConfigApi } from './api/user-config-api';

/**
 * The user's settings: time zone, language and the tutorial flag; persisted in the browser.
 * `pickedLanguage` is a choice made before login, which the server's setting must not undo.
 */
export type UserConfigState = UserConfig & { pickedLanguage: Language | null };

export const userConfigSlice = createSlice({
  name: 'userConfig',
  initialState: { ...defaultUserConfig, pickedLanguage: null } as UserConfigState,
  reducers: {
    languageChosen(state, action: PayloadAction<{ language: Language; beforeLogin: boolean }>) {
      state.language = action.payload.language;
      state.pickedLanguage = action.payload.beforeLogin ? action.payload.language : null;
    },
    pickedLanguageSaved(state) {
      state.pickedLanguage = null;
    },
    tutorialDismissed(state) {
      state.preferences.showTutorial = false;
    },
    tutorialRequested(state) {
      state.preferences.showTutorial = true;
    },
  },
  extraReducers: (builder) => {
    const apply = (state: UserConfigState, action: { payload: { data: UserConfig } }) => ({
      ...action.payload.data,
      language: state.pickedLanguage ?? action.payload.data.language,
      pickedLanguage: state.pickedLanguage,
    });
    builder.addMatcher(userConfigApi.endpoints.getUserConfig.matchFulfilled, apply);
    // The tour is started and ended here first, then saved: a save's answer that comes after the
    // person started it again must not end it.
    builder.addMatcher(userConfigApi.endpoints.updateUserConfig.matchFulfilled, (state, action) => {
      const next = apply(state, action);
      return { ...next, preferences: { ...next.preferences, showTutorial: state.preferences.showTutorial } };
    });
  },
});

export const { languageChosen, pickedLanguageSaved, tutorialDismissed, tutorialRequested } = userConfigSlice.actions;
export const selectUserConfig = (state: { userConfig: UserConfigState }) => state.userConfig;
