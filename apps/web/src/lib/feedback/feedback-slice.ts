import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type FeedbackType = 'success' | 'error' | 'loading';
export type FeedbackState = { showFeedback: boolean; title: string; message: string; type: FeedbackType; id: number };

const initialState: FeedbackState = { showFeedback: false, title: '', message: '', type: 'success', id: 0 };

export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    feedbackShown(state, action: PayloadAction<{ title?: string; message: string; type: FeedbackType }>) {
      return { showFeedback: true, title: action.payload.title ?? '', message: action.payload.message, type: action.payload.type, id: state.id + 1 };
    },
    feedbackCleared(state) {
      state.showFeedback = false;
    },
  },
});

export const { feedbackShown, feedbackCleared } = feedbackSlice.actions;
export const feedbackAutoHideMs = 5000;
