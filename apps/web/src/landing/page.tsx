import type { ReactNode } from 'react';
import { landingOriginPlaceholder, landingPaths, languages, type Language } from '@rumbo/contract';
import { landingContent, type SocialNetwork } from './content';
import type { LandingTexts } from './texts/landing-texts';

/** The hashed files of the landing's own build (vite.landing.config.ts) the document links to. */
export type LandingAssets = { script: string; stylesheet: string };

// The year of the build: the page is rendered again at every release.
const year = new Date().getUTCFullYear();

type Props = { language: Language; texts: LandingTexts; assets: LandingAssets };

/** The whole landing document of one language, rendered once at build time (no hooks, no state). */
export function LandingDocument({ language, texts, assets }: Props) {
  // Absolute, as canonical and hreflang links must be; the server puts in PUBLIC_URL.
  const url = (path: string) => `${landingOriginPlaceholder}${path}`;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{texts.meta.title}</title>
        <meta name="description" content={texts.meta.description} />
        <link rel="canonical" href={url(landingPaths[language])} />
        {languages.map((other) => (
          <link key={other} rel="alternate" hrefLang={other} href={url(landingPaths[other])} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={url(landingPaths.es)} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="Rumbo" />
        <meta property="og:locale" content={{ es: 'es_MX', en: 'en_US', de: 'de_DE' }[language]} />
        <meta property="og:title" content={texts.meta.title} />
        <meta property="og:description" content={texts.meta.description} />
        <meta property="og:url" content={url(landingPaths[language])} />
        <meta name="theme-color" content="#0F766E" />
        <link rel="icon" type="image/svg+xml" href="/rumbo-mark.svg" />
        <link rel="stylesheet" href={assets.stylesheet} />
        {/* Without a script the menu cannot fold, so it stays open (the CSP allows inline styles). */}
        <noscript>
          <style>{'.menu-toggle{display:none}.site-nav{display:flex}'}</style>
        </noscript>
        <script type="module" src={assets.script} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {texts.header.skipToContent}
        </a>
        <SiteHeader language={language} texts={texts} />
        <main id="main" tabIndex={-1}>
          <Hero texts={texts} />
          <Benefits texts={texts} />
        </main>
        <SiteFooter texts={texts} />
      </body>
    </html>
  );
}

function SiteHeader({ language, texts }: { language: Language; texts: LandingTexts }) {
  const { header } = texts;
  return (
    <header className="site-header">
      <div className="container header-bar">
        <a className="brand" href={landingPaths[language]} aria-label={header.homeLabel}>
          <img src="/rumbo-mark.svg" width={32} height={32} alt="" />
          <span>Rumbo</span>
        </a>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded="false"
          aria-controls="site-nav"
        >
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
              <li>
                <a href="#benefits">{header.benefits}</a>
              </li>
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
                    href={landingPaths[other]}
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

function Hero({ texts }: { texts: LandingTexts }) {
  const { hero } = texts;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title">{hero.headline}</h1>
          <p className="lead">{hero.subheadline}</p>
          <div className="hero-actions">
            <a className="button button-primary button-large" href="/sign-up">
              {hero.primary}
              <Icon>
                <path d="M5 12h14M13 18l6-6M13 6l6 6" />
              </Icon>
            </a>
            <a className="button button-secondary button-large" href="#benefits">
              {hero.secondary}
            </a>
          </div>
          <p className="hero-note">{hero.note}</p>
        </div>
        <RouteIllustration />
      </div>
    </section>
  );
}

/** A shared route at dawn: three pick-ups along one road, one car, the workplace at the end. */
function RouteIllustration() {
  return (
    <svg className="hero-art" viewBox="0 0 480 400" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FEF3C7" />
          <stop offset="1" stopColor="#E6F7F5" />
        </linearGradient>
        <clipPath id="frame">
          <rect width="480" height="400" rx="28" />
        </clipPath>
      </defs>
      <g clipPath="url(#frame)">
        <rect width="480" height="400" fill="url(#sky)" />
        <circle cx="372" cy="92" r="38" fill="#FCD34D" />
        <path d="M0 262h64v-58h40v58h28v-92h52v92h24v-46h36v46h236v138H0z" fill="#CDEEEA" />
        <path d="M300 262v-120h72v120" fill="#9CDCD4" />
        <path d="M316 162h12M340 162h12M316 186h12M340 186h12M316 210h12M340 210h12" stroke="#0F766E" strokeWidth="6" strokeLinecap="round" />
        <path d="M36 370C120 350 110 290 200 286s130 40 210 -10" fill="none" stroke="#0F766E" strokeWidth="26" strokeLinecap="round" />
        <path d="M36 370C120 350 110 290 200 286s130 40 210 -10" fill="none" stroke="#FFFFFF" strokeWidth="3" strokeDasharray="12 12" strokeLinecap="round" />
        <circle cx="36" cy="370" r="13" fill="#F59E0B" stroke="#FFFFFF" strokeWidth="4" />
        <circle cx="128" cy="322" r="13" fill="#F59E0B" stroke="#FFFFFF" strokeWidth="4" />
        <circle cx="410" cy="276" r="15" fill="#FFFFFF" stroke="#0F766E" strokeWidth="6" />
        <g transform="translate(196 252)">
          <rect x="0" y="10" width="72" height="26" rx="10" fill="#0B5F58" />
          <path d="M12 12l10-14h28l12 14z" fill="#0B5F58" />
          <circle cx="26" cy="4" r="5" fill="#FDE08A" />
          <circle cx="40" cy="4" r="5" fill="#FDE08A" />
          <circle cx="52" cy="5" r="4" fill="#FDE08A" />
          <circle cx="16" cy="38" r="8" fill="#1F2937" />
          <circle cx="56" cy="38" r="8" fill="#1F2937" />
        </g>
      </g>
    </svg>
  );
}

const benefitIcons: Record<keyof LandingTexts['benefits']['items'], ReactNode> = {
  punctuality: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 3" />
    </>
  ),
  wellbeing: (
    <>
      <circle cx="9" cy="7" r="4" />
      <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.13a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0-3-3.85" />
    </>
  ),
  compliance: (
    <>
      <path d="M5 21c.5-4.5 2.5-8 7-10" />
      <path d="M9 18c6.22 0 10.5-3.29 11-12V4h-4.01c-9 0-11.99 4-12 9 0 1 0 3 2 5h3z" />
    </>
  ),
};

function Benefits({ texts }: { texts: LandingTexts }) {
  const { benefits } = texts;
  return (
    <section className="section" id="benefits" aria-labelledby="benefits-title">
      <div className="container">
        <div className="section-heading">
          <h2 id="benefits-title">{benefits.heading}</h2>
          <p>{benefits.intro}</p>
        </div>
        <ul className="benefit-grid">
          {(Object.keys(benefits.items) as (keyof typeof benefits.items)[]).map((key) => (
            <li className="benefit-card" key={key}>
              <span className="benefit-icon">
                <Icon>{benefitIcons[key]}</Icon>
              </span>
              <h3>{benefits.items[key].title}</h3>
              <p>{benefits.items[key].text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const socialIcons: Record<SocialNetwork, ReactNode> = {
  linkedin: <path d="M8 11v5M8 8v.01M12 16v-5M16 16v-3a2 2 0 1 0-4 0M3 7a4 4 0 0 1 4-4h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4z" />,
  instagram: <path d="M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM9 12a3 3 0 1 0 6 0 3 3 0 0 0-6 0M16.5 7.5v.01" />,
  youtube: <path d="M2 8a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4zM10 9l5 3-5 3z" />,
};

function SiteFooter({ texts }: { texts: LandingTexts }) {
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

/** A 24 px outline icon in the stroke style of the app's icon set; decorative, so hidden from readers. */
function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
