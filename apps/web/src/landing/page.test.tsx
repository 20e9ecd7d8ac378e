import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingDocument } from './page';
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
    expect(new Set(internal)).toEqual(new Set(['/', '/en', '/de', '/login', '/sign-up', '/terms', '/privacy']));
  });

  it('has every text filled in each language', () => {
    for (const language of ['es', 'en', 'de'] as const) {
      const leaves = JSON.stringify(landingTexts[language]).match(/"[^"]*":""/g);
      expect(leaves, language).toBeNull();
      expect(renderLanding(language).querySelector('h1')?.textContent).toBe(landingTexts[language].hero.headline);
    }
  });
});
