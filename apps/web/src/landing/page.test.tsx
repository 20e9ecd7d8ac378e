import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { landingContent } from './content';
import { FaqDocument, LandingDocument } from './page';
import { landingTexts } from './texts/by-language';

const assets = { script: '/assets/landing-abc.js', stylesheet: '/assets/landing-abc.css' };

function renderLanding(language: 'es' | 'en' | 'de') {
  const html = renderToStaticMarkup(<LandingDocument language={language} texts={landingTexts[language]} assets={assets} />);
  return new DOMParser().parseFromString(`<!doctype html>${html}`, 'text/html');
}

describe('the landing document', () => {
  it('names its language, its address and those of the other languages', () => {
    const page = renderLanding('en');
    expect(page.documentElement.lang).toBe('en');
    expect(page.title).toBe(landingTexts.en.meta.title);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(landingTexts.en.meta.description);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://rumbo-origin.invalid/en');
    const alternates = [...page.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(alternates).toEqual([
      ['es', 'https://rumbo-origin.invalid/'],
      ['en', 'https://rumbo-origin.invalid/en'],
      ['de', 'https://rumbo-origin.invalid/de'],
      ['x-default', 'https://rumbo-origin.invalid/'],
    ]);
  });

  it('links its stylesheet and its one script as files, with no inline script (the CSP forbids them)', () => {
    const page = renderLanding('es');
    expect(page.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(assets.stylesheet);
    const scripts = [...page.querySelectorAll('script')];
    expect(scripts.map((script) => [script.type, script.getAttribute('src'), script.textContent])).toEqual([['module', assets.script, '']]);
  });

  it('links only to pages that exist: its own anchors, the account pages and the legal ones', () => {
    const page = renderLanding('es');
    const ids = new Set([...page.querySelectorAll('[id]')].map((element) => element.id));
    for (const link of page.querySelectorAll('a[href^="#"]')) expect(ids, link.getAttribute('href')!).toContain(link.getAttribute('href')!.slice(1));
    const internal = [...page.querySelectorAll('a[href^="/"]')].map((link) => link.getAttribute('href'));
    expect(new Set(internal)).toEqual(new Set(['/', '/en', '/de', '/login', '/sign-up', '/terms', '/privacy', '/faq']));
  });

  it('asks for its text font with its stylesheet, so the first paint does not reflow when the font arrives', () => {
    const font = '/assets/inter-latin-wght-normal-abc.woff2';
    const html = renderToStaticMarkup(<LandingDocument language="es" texts={landingTexts.es} assets={{ ...assets, font }} />);
    const page = new DOMParser().parseFromString(`<!doctype html>${html}`, 'text/html');
    const preload = page.querySelector(`link[rel="preload"][href="${font}"]`);
    expect([preload?.getAttribute('as'), preload?.getAttribute('type'), preload?.hasAttribute('crossorigin')]).toEqual(['font', 'font/woff2', true]);
  });

  it('has its sections in order, each header anchor leading to one of them', () => {
    const page = renderLanding('es');
    const sections = [...page.querySelectorAll('main > section')].map((section) => section.id || section.getAttribute('aria-labelledby'));
    expect(sections).toEqual(['hero-title', 'sponsors', 'forum', 'video', 'benefits', 'incentives', 'plans', 'app', 'invitation', 'contact']);
    const anchors = [...page.querySelectorAll('header nav[aria-label="Principal"] a')].map((link) => link.getAttribute('href'));
    expect(anchors).toEqual(['#benefits', '#incentives', '#plans', '#app', '#contact', landingContent.roadmapUrl]);
  });

  it('shares with an absolute image of 1200×630 and its description', () => {
    const page = renderLanding('de');
    const meta = (property: string) => page.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(meta('og:image')).toBe('https://rumbo-origin.invalid/landing/share-de.png');
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);
    expect(meta('og:image:alt')).toBe('Rumbo: Gemeinsam ankommen. Fahrgemeinschaften und Mitarbeitertransport für Unternehmen in Mexiko.');
  });

  it('opens the forum’s registration in a new tab that cannot reach back, and says so', () => {
    const page = renderLanding('en');
    const links = [...page.querySelectorAll('#forum a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([landingContent.forum.registration.attendees, landingContent.forum.registration.teams]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
    expect(page.querySelector('#forum time')?.textContent).toBe('18 March 2027');
  });

  it('gives every image its size, so nothing moves as they load, and loads the video only on play', () => {
    const page = renderLanding('es');
    for (const image of page.querySelectorAll('img')) expect([image.getAttribute('width'), image.getAttribute('height')], image.outerHTML).not.toContain(null);
    expect(page.querySelectorAll('#sponsors img')).toHaveLength(landingContent.sponsors.length);
    const video = page.querySelector('video')!;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('poster')).toBe(landingContent.video.poster);
    // The server puts the configured address in the placeholder's place.
    expect(video.querySelector('source')?.getAttribute('src')).toBe('https://rumbo-video.invalid/explainer.mp4');
  });

  it('has a contact form a person fills by label and a bot by its hidden honeypot', () => {
    const page = renderLanding('es');
    const form = page.querySelector('form[data-contact-form]')!;
    const byLabel = (text: string) => form.querySelector(`#${[...form.querySelectorAll('label')].find((label) => label.textContent === text)!.htmlFor}`)!;
    expect(byLabel('Nombre').getAttribute('autocomplete')).toBe('name');
    expect(byLabel('Correo de trabajo').getAttribute('autocomplete')).toBe('email');
    expect(byLabel('Mensaje').getAttribute('data-min-length')).toBe('10');
    expect(byLabel('Mensaje').getAttribute('maxlength')).toBe('5000');
    expect(byLabel('Mensaje').getAttribute('data-message-too-short')).toBe('Cuéntanos un poco más: el mensaje debe tener al menos 10 caracteres');
    expect([...byLabel('Plan que te interesa').querySelectorAll('option')].map((option) => option.getAttribute('value'))).toEqual(['', 'essential', 'advanced']);
    const honeypot = form.querySelector('input[name="website"]')!;
    expect(honeypot.getAttribute('tabindex')).toBe('-1');
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(form.querySelector('[role="status"]')).not.toBeNull();
    // The advanced plan's button leads to the form, and the script picks its plan there.
    expect(page.querySelector('#plans a[data-contact-plan="advanced"]')?.getAttribute('href')).toBe('#contact');
  });

  it('has a questions page per language whose header leads back to the landing’s sections and to its other languages', () => {
    const html = renderToStaticMarkup(<FaqDocument language="en" texts={landingTexts.en} assets={assets} />);
    const page = new DOMParser().parseFromString(`<!doctype html>${html}`, 'text/html');
    expect(page.querySelector('h1')?.textContent).toBe(landingTexts.en.faq.heading);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://rumbo-origin.invalid/en/faq');
    expect(page.querySelectorAll('details summary h2')).toHaveLength(landingTexts.en.faq.items.length);
    expect([...page.querySelectorAll('header nav[aria-label="Main"] a')].map((link) => link.getAttribute('href')).slice(0, 2)).toEqual(['/en#benefits', '/en#incentives']);
    expect([...page.querySelectorAll('a[data-language]')].map((link) => link.getAttribute('href'))).toEqual(['/faq', '/en/faq', '/de/faq']);
    expect(page.querySelector('a[aria-current="page"]')?.getAttribute('href')).toBe('/en/faq');
  });

  it('has every text filled in each language', () => {
    for (const language of ['es', 'en', 'de'] as const) {
      const leaves = JSON.stringify(landingTexts[language]).match(/"[^"]*":""/g);
      expect(leaves, language).toBeNull();
      expect(renderLanding(language).querySelector('h1')?.textContent).toBe(landingTexts[language].hero.headline);
    }
  });
});
