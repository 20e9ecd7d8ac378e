import { useLayoutEffect, useRef } from 'react';
import { driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useTranslation } from '@/lib/i18n';

/** Elements the tour points at, marked with data-tour in the layout. */
export const tourTargets = {
  logo: '[data-tour="logo"]',
  menuHome: '[data-tour="menu-home"]',
  paymentMethod: '[data-tour="menu-subscriptions"]',
  profile: '[data-tour="profile"]',
} as const;

/**
 * The four-step guided tour. It runs while `run` is true; finishing or closing it (skip) calls
 * onFinish once. It starts in the same commit that sets `run`, so once the page shows that the
 * user's preferences are in, the tour is either on screen or not coming.
 */
export function Tutorial({ run, onFinish }: { run: boolean; onFinish: () => void }) {
  const { t } = useTranslation(['tutorial', 'common']);
  const onFinishRef = useRef(onFinish);
  onFinishRef.current = onFinish;
  // A layout effect: the first step points at the header's logo, which is laid out by now.
  useLayoutEffect(() => {
    if (!run) return;
    // Set once the tour ends, by the person or by this effect's cleanup, so neither ends it twice.
    let ended = false;
    const tour = driver({
      showProgress: true,
      allowClose: true,
      nextBtnText: t('tutorial.next'),
      prevBtnText: t('tutorial.previous'),
      doneBtnText: t('tutorial.done'),
      progressText: t('tutorial.progress', { current: '{{current}}', total: '{{total}}' }),
      popoverClass: 'rumbo-tour',
      // driver.js names its close button "Close" whatever the page's language.
      onPopoverRender: (popover) => popover.closeButton.setAttribute('aria-label', t('common:common.close')),
      // onDestroyStarted fires for done, close and Escape alike; driver.js skips onDestroyed when
      // the tour ends mid-animation, so it cannot be the signal.
      onDestroyStarted: () => {
        if (!ended) {
          ended = true;
          onFinishRef.current();
        }
        tour.destroy();
      },
      steps: [
        { element: tourTargets.logo, popover: { title: t('tutorial.logoTitle'), description: t('tutorial.logoText') } },
        { element: tourTargets.menuHome, popover: { title: t('tutorial.menuTitle'), description: t('tutorial.menuText') } },
        { element: tourTargets.paymentMethod, popover: { title: t('tutorial.paymentTitle'), description: t('tutorial.paymentText') } },
        { element: tourTargets.profile, popover: { title: t('tutorial.profileTitle'), description: t('tutorial.profileText') } },
      ],
    });
    tour.drive();
    return () => {
      if (ended) return;
      ended = true;
      tour.destroy();
    };
  }, [run, t]);
  return null;
}
