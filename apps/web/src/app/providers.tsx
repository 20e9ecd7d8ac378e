import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { useTranslation } from '@/lib/i18n';
import { useAppSelector } from './hooks';
import { LanguageSync } from './language-sync';
import { store } from './store';
import { cssVariablesResolver, theme } from './theme';

// A notice's code (Mantine's notification, its portal and icons) loads with the first notice: no page
// shows one before its heading.
const FeedbackNotice = lazy(() => import('@/lib/feedback/feedback-notice').then((module) => ({ default: module.FeedbackNotice })));

/** Where public/before-app.js reads the scheme to paint before the app starts. */
const colorSchemeKey = 'rumbo-color-scheme';

/** The company's appearance (light or dark) applies to its whole UI once logged in. */
function ThemedApp({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // The scheme itself is selected: the company read again, light as before, draws nothing again.
  const colorScheme = useAppSelector((state) => (state.session.accessToken ? state.enterprise.current?.appearance : undefined) ?? 'light');
  const showFeedback = useAppSelector((state) => state.feedback.showFeedback);
  useEffect(() => {
    try {
      localStorage.setItem(colorSchemeKey, colorScheme);
    } catch {
      // Storage may be blocked: the next visit starts light, then turns dark.
    }
  }, [colorScheme]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={colorScheme}>
      <LanguageSync />
      {showFeedback && (
        <Suspense fallback={null}>
          <FeedbackNotice closeLabel={t('common.close')} />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedApp>{children}</ThemedApp>
    </Provider>
  );
}
