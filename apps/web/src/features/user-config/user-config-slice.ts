import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultUserConfig, type Language, type UserConfig } from '@rumbo/contract';
import { userConfigApi } from './api/user-config-api';

/** product.md's user config: time zone, language and the tutorial flag; persisted in the browser. */
export const userConfigSlice = createSlice({
  name: 'userConfig',
  initialState: defaultUserConfig as UserConfig,
  reducers: {
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    tutorialDismissed(state) {
      state.preferences.showTutorial = false;
    },
    tutorialRequested(state) {
      state.preferences.showTutorial = true;
    },
  },
  extraReducers: (builder) => {
    const apply = (_state: UserConfig, action: { payload: { data: UserConfig } }) => action.payload.data;
    builder.addMatcher(userConfigApi.endpoints.getUserConfig.matchFulfilled, apply);
    builder.addMatcher(userConfigApi.endpoints.updateUserConfig.matchFulfilled, apply);
  },
});

export const { languageChosen, tutorialDismissed, tutorialRequested } = userConfigSlice.actions;
export const selectUserConfig = (state: { userConfig: UserConfig }) => state.userConfig;
