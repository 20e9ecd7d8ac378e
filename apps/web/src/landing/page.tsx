import type { ReactNode } from 'react';
import { faqPaths, landingOriginPlaceholder, landingPaths, languages, type Language } from '@rumbo/contract';
import { ContactSection } from './contact-section';
import { landingContent, type SocialNetwork } from './content';
import { FaqSection } from './faq-section';
import { Icon } from './icon';
import { AppShowcase, Benefits, ExplainerVideo, Forum, Hero, Incentives, Invitation, Plans, Sponsors } from './sections';
import type { LandingTexts } from './texts/landing-texts';

/**
 * The hashed files of the landing's own build (vite.landing.config.ts) the document links to; `font`,
 * the Latin subset of the text font, is asked for with the stylesheet so the first paint already
 * uses it (a late swap reflows the hero and moves the page).
 */
export type LandingAssets = { script: string; stylesheet: string; font?: string };

// The year of the build: the page is rendered again at every release.
const year = new Date().getUTCFullYear();

/** The share image's size, as Open Graph wants it said. */
export const shareImageSize = { width: 1200, height: 630 };

/** What the share picture says, as its alternative text. */
export function shareImageAlt(texts: LandingTexts): string {
  return `Rumbo: ${texts.hero.eyebrow}. ${texts.meta.shareSubtitle}.`;
}

type Props = { language: Language; texts: LandingTexts; assets: LandingAssets };

/** The whole landing document of one language, rendered once at build time (no hooks, no state). */
export function LandingDocument({ language, texts, assets }: Props) {
  return (
    <SiteDocument language={language} texts={texts} assets={assets} paths={landingPaths} title={texts.meta.title} description={texts.meta.description} sectionsPath="">
      <Hero texts={texts} />
      <Sponsors texts={texts} />
      <Forum texts={texts} language={language} />
      <ExplainerVideo texts={texts} language={language} />
      <Benefits texts={texts} />
      <Incentives texts={texts} />
      <Plans texts={texts} />
      <AppShowcase texts={texts} />
      <Invitation texts={texts} />
      <ContactSection texts={texts} language={language} />
    </SiteDocument>
  );
}

/** The frequently asked questions of one language, a page of its own with the landing's header and footer. */
export function FaqDocument({ language, texts, assets }: Props) {
  const { faq } = texts;
  return (
    <SiteDocument language={language} texts={texts} assets={assets} paths={faqPaths} title={faq.title} description={faq.description} sectionsPath={landingPaths[language]}>
      <FaqSection texts={texts} landingPath={landingPaths[language]} />
    </SiteDocument>
  );
}

type SiteDocumentProps = Props & {
  /** Where this page lives in each language: its canonical, its alternates and the language picker. */
  paths: Record<Language, string>;
  title: string;
  description: string;
  /** The landing's path when the header's section links lead there from another page, else "". */
  sectionsPath: string;
  children: ReactNode;
};

function SiteDocument({ language, texts, assets, paths, title, description, sectionsPath, children }: SiteDocumentProps) {
  // Absolute, as canonical, hreflang and Open Graph links must be; the server puts in PUBLIC_URL.
  const url = (path: string) => `${landingOriginPlaceholder}${path}`;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={url(paths[language])} />
        {languages.map((other) => (
          <link key={other} rel="alternate" hrefLang={other} href={url(paths[other])} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={url(paths.es)} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="Rumbo" />
        <meta property="og:locale" content={{ es: 'es_MX', en: 'en_US', de: 'de_DE' }[language]} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={url(paths[language])} />
        <meta property="og:image" content={url(landingContent.shareImages[language])} />
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:width" content={String(shareImageSize.width)} />
        <meta property="og:image:height" content={String(shareImageSize.height)} />
        <meta property="og:image:alt" content={shareImageAlt(texts)} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="theme-color" content="#0F766E" />
        <link rel="icon" type="image/svg+xml" href="/rumbo-mark.svg" />
        {assets.font && <link rel="preload" href={assets.font} as="font" type="font/woff2" crossOrigin="" />}
        <link rel="stylesheet" href={assets.stylesheet} />
        {/* Without a script the menu cannot fold, so it stays open (the CSP allows inline styles). */}
        <noscript>
          <style>{'.menu-toggle{display:none}.site-nav{display:flex}.contact-form{display:none}'}</style>
        </noscript>
        <script type="module" src={assets.script} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {texts.header.skipToContent}
        </a>
        <SiteHeader language={language} texts={texts} paths={paths} sectionsPath={sectionsPath} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter texts={texts} language={language} />
      </body>
    </html>
  );
}

/** The page's own sections the header leads to, in the order of the page. */
const headerAnchors = ['benefits', 'incentives', 'plans', 'app', 'contact'] as const;

function SiteHeader({ language, texts, paths, sectionsPath }: { language: Language; texts: LandingTexts; paths: Record<Language, string>; sectionsPath: string }) {
  const { header } = texts;
  return (
    <header className="site-header">
      <div className="container header-bar">
        <a className="brand" href={landingPaths[language]} aria-label={header.homeLabel}>
          <img src="/rumbo-mark.svg" width={32} height={32} alt="" />
          <span>Rumbo</span>
        </a>
        <button type="button" className="menu-toggle" aria-expanded="false" aria-controls="site-nav">
          <Icon className="icon-open">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </Icon>
          <Icon className="icon-close">
            <path d="M18 6 6 18M6 6l12 12" />
          </Icon>
          <span className="visually-hidden">{header.menu}</span>
        </button>
        <div className="site-nav" id="site-nav">
          <nav aria-label={header.navLabel}>
            <ul className="nav-links">
              {headerAnchors.map((anchor) => (
                <li key={anchor}>
                  <a href={`${sectionsPath}#${anchor}`}>{header[anchor]}</a>
                </li>
              ))}
              <li>
                <a href={landingContent.roadmapUrl} rel="noopener">
                  {header.roadmap}
                </a>
              </li>
            </ul>
          </nav>
          <nav className="language-links" aria-label={header.languageLabel}>
            <ul>
              {languages.map((other) => (
                <li key={other}>
                  <a
                    href={paths[other]}
                    hrefLang={other}
                    lang={other}
                    data-language={other}
                    aria-current={other === language ? 'page' : undefined}
                    title={header.languageNames[other]}
                  >
                    <span aria-hidden="true">{other.toUpperCase()}</span>
                    <span className="visually-hidden">{header.languageNames[other]}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-actions">
            <a className="button button-ghost" href="/login">
              {header.login}
            </a>
            <a className="button button-primary" href="/sign-up">
              {header.signUp}
            </a>
          </div>
        </div>
      </div>
    </header>
  );
}

const socialIcons: Record<SocialNetwork, ReactNode> = {
  linkedin: <path d="M8 11v5M8 8v.01M12 16v-5M16 16v-3a2 2 0 1 0-4 0M3 7a4 4 0 0 1 4-4h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4z" />,
  instagram: <path d="M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM9 12a3 3 0 1 0 6 0 3 3 0 0 0-6 0M16.5 7.5v.01" />,
  youtube: <path d="M2 8a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4zM10 9l5 3-5 3z" />,
};

function SiteFooter({ texts, language }: { texts: LandingTexts; language: Language }) {
  const { footer } = texts;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <span className="brand">
            <img src="/rumbo-mark.svg" width={28} height={28} alt="" />
            <span>Rumbo</span>
          </span>
          <p>{footer.tagline}</p>
        </div>
        <nav aria-label={footer.legalLabel}>
          <ul className="footer-links">
            <li>
              <a href="/terms">{footer.terms}</a>
            </li>
            <li>
              <a href="/privacy">{footer.privacy}</a>
            </li>
            <li>
              <a href={faqPaths[language]}>{footer.faq}</a>
            </li>
          </ul>
        </nav>
        <ul className="social-links" aria-label={footer.socialLabel}>
          {landingContent.social.map(({ network, url }) => (
            <li key={network}>
              <a href={url} rel="noopener" aria-label={footer.social[network]}>
                <Icon>{socialIcons[network]}</Icon>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className="container">
        <p className="footer-legal">
          © {year} Rumbo. {footer.rights}
        </p>
      </div>
    </footer>
  );
}
