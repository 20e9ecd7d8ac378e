import { useEffect } from 'react';
import { driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useTranslation } from 'react-i18next';

/** Elements the tour points at, marked with data-tour in the layout. */
export const tourTargets = {
  logo: '[data-tour="logo"]',
  menuHome: '[data-tour="menu-home"]',
  paymentMethod: '[data-tour="menu-subscriptions"]',
  profile: '[data-tour="profile"]',
} as const;

/**
 * The four-step guided tour of product.md. It runs while `run` is true; finishing or closing it
 * (skip) calls onFinish once.
 */
export function Tutorial({ run, onFinish }: { run: boolean; onFinish: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!run) return;
    const tour = driver({
      showProgress: true,
      allowClose: true,
      nextBtnText: t('tutorial.next'),
      prevBtnText: t('tutorial.previous'),
      doneBtnText: t('tutorial.done'),
      progressText: t('tutorial.progress', { current: '{{current}}', total: '{{total}}' }),
      popoverClass: 'rumbo-tour',
      onDestroyed: () => onFinish(),
      steps: [
        { element: tourTargets.logo, popover: { title: t('tutorial.logoTitle'), description: t('tutorial.logoText') } },
        { element: tourTargets.menuHome, popover: { title: t('tutorial.menuTitle'), description: t('tutorial.menuText') } },
        { element: tourTargets.paymentMethod, popover: { title: t('tutorial.paymentTitle'), description: t('tutorial.paymentText') } },
        { element: tourTargets.profile, popover: { title: t('tutorial.profileTitle'), description: t('tutorial.profileText') } },
      ],
    });
    // Let the layout paint (and the mobile menu open) before measuring the targets.
    const timer = setTimeout(() => tour.drive(), 300);
    return () => {
      clearTimeout(timer);
      if (tour.isActive()) {
        tour.setConfig({ ...tour.getConfig(), onDestroyed: undefined });
        tour.destroy();
      }
    };
  }, [run, onFinish, t]);
  return null;
}
