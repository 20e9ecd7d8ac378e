// The landing's only script: it remembers the language picked on the page, folds the menu on
// phones and sends the contact form. Everything else on the page is plain HTML and works without it.
import './landing.css';
import { isLanguage } from '@rumbo/contract';
import { setUpContactForm } from './contact-form';
import { appLinks, rememberLanguage } from './remember-language';

// The server serves `/`, /login and /sign-up in the cookie's language; the SPA starts in the stored one.
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language]')) {
  link.addEventListener('click', () => {
    const { language } = link.dataset;
    if (isLanguage(language)) rememberLanguage(language, window.localStorage, document);
  });
}
// A way into the app continues in the language of the page it is followed from: a visitor reading /de
// who logs in gets the German login, whatever their browser asks for.
const pageLanguage = document.documentElement.lang;
for (const link of document.querySelectorAll<HTMLAnchorElement>(appLinks)) {
  link.addEventListener('click', () => {
    if (isLanguage(pageLanguage)) rememberLanguage(pageLanguage, window.localStorage, document);
  });
}

const toggle = document.querySelector<HTMLButtonElement>('.menu-toggle');
const nav = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
if (toggle && nav) {
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('is-open', open);
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || toggle.getAttribute('aria-expanded') !== 'true') return;
    setOpen(false);
    toggle.focus();
  });
  // Following an anchor of the menu closes it, so the section is not hidden behind it.
  nav.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href^="#"]')) setOpen(false);
  });
}

const contactForm = document.querySelector<HTMLFormElement>('form[data-contact-form]');
if (contactForm) setUpContactForm(contactForm);
