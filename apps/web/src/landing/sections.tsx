// The sections of the landing between the header and the contact form, in the order they appear.
import type { ReactNode } from 'react';
import { landingVideoPlaceholder, type Language } from '@rumbo/contract';
import { landingContent } from './content';
import { explainerCaptionsPath } from './explainer-scenes';
import { Icon, iconPaths } from './icon';
import type { LandingTexts, PlanTexts } from './texts/landing-texts';

type SectionProps = { texts: LandingTexts };

/**
 * A section's heading and the paragraph under it; `children` adds more under them. The page's own
 * title (the questions page) is an h1.
 */
export function SectionHeading({ id, heading, intro, center, level = 2, children }: { id: string; heading: string; intro: string; center?: boolean; level?: 1 | 2; children?: ReactNode }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={center ? 'section-heading section-heading-center' : 'section-heading'}>
      <Heading id={id}>{heading}</Heading>
      <p>{intro}</p>
      {children}
    </div>
  );
}

export function Hero({ texts }: SectionProps) {
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
              <Icon>{iconPaths.arrowRight}</Icon>
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
    <svg className="hero-art" viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" focusable="false">
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

export function Sponsors({ texts }: SectionProps) {
  return (
    <section className="sponsors" id="sponsors" aria-labelledby="sponsors-title">
      <div className="container">
        <h2 id="sponsors-title" className="sponsors-title">
          {texts.sponsors.heading}
        </h2>
        <ul className="sponsor-list">
          {landingContent.sponsors.map((sponsor) => (
            <li key={sponsor.name}>
              <img src={sponsor.logo} alt={sponsor.name} width={200} height={48} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const dateLocales: Record<Language, string> = { es: 'es-MX', en: 'en-GB', de: 'de-DE' };

export function Forum({ texts, language }: SectionProps & { language: Language }) {
  const { forum } = texts;
  const event = landingContent.forum;
  // The date is a calendar day, not an instant: read and shown in UTC so no time zone moves it.
  const date = new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${event.date}T00:00:00Z`));
  return (
    <section className="section forum" id="forum" aria-labelledby="forum-title">
      <div className="container">
        <div className="forum-card">
          <div className="forum-copy">
            <p className="eyebrow eyebrow-light">{forum.eyebrow}</p>
            <h2 id="forum-title">{forum.heading}</h2>
            <p className="forum-name">{event.title}</p>
            <p className="forum-pitch">{forum.pitch}</p>
          </div>
          <div className="forum-details">
            <dl>
              <div>
                <dt>
                  <Icon>{iconPaths.calendar}</Icon>
                  {forum.dateLabel}
                </dt>
                <dd>
                  <time dateTime={event.date}>{date}</time>
                </dd>
              </div>
              <div>
                <dt>
                  <Icon>{iconPaths.mapPin}</Icon>
                  {forum.placeLabel}
                </dt>
                <dd>{event.place}</dd>
              </div>
              <div>
                <dt>
                  <Icon>{iconPaths.code}</Icon>
                  {forum.formatLabel}
                </dt>
                <dd>{forum.format}</dd>
              </div>
            </dl>
            <div className="forum-actions">
              <ExternalLink className="button button-amber" href={event.registration.attendees} newTabNote={forum.opensInNewTab}>
                {forum.registerAttendees}
              </ExternalLink>
              <ExternalLink className="button button-outline-light" href={event.registration.teams} newTabNote={forum.opensInNewTab}>
                {forum.registerTeams}
              </ExternalLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** A link to another site, opened in a new tab without giving that page a hold on this one. */
function ExternalLink({ href, className, newTabNote, children }: { href: string; className: string; newTabNote: string; children: ReactNode }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener">
      {children}
      <Icon>{iconPaths.externalLink}</Icon>
      <span className="visually-hidden"> {newTabNote}</span>
    </a>
  );
}

export function ExplainerVideo({ texts, language }: SectionProps & { language: Language }) {
  const { video } = texts;
  return (
    <section className="section section-tinted" id="video" aria-labelledby="video-title">
      <div className="container video-grid">
        <div>
          <SectionHeading id="video-title" heading={video.heading} intro={video.intro} />
          <ol className="step-list">
            {video.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ol>
        </div>
        <figure className="video-frame">
          {/* preload="none": the page asks for the video only when the visitor presses play. */}
          <video controls preload="none" poster={landingContent.video.poster} width={1280} height={720} aria-label={`${video.title} (${video.duration})`}>
            <source src={landingVideoPlaceholder} type="video/mp4" />
            {/* The picture has no words: the captions, on by default, tell its story in the page's language. */}
            <track kind="captions" src={explainerCaptionsPath(language)} srcLang={language} label={video.captionsLabel} default />
            <a href={landingVideoPlaceholder}>{video.unsupported}</a>
          </video>
          <figcaption>
            <Icon>{iconPaths.play}</Icon>
            {video.title} · {video.duration}
          </figcaption>
        </figure>
      </div>
    </section>
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
  compliance: iconPaths.leaf,
};

export function Benefits({ texts }: SectionProps) {
  const { benefits } = texts;
  return (
    <section className="section" id="benefits" aria-labelledby="benefits-title">
      <div className="container">
        <SectionHeading id="benefits-title" heading={benefits.heading} intro={benefits.intro} />
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

export function Incentives({ texts }: SectionProps) {
  const { incentives } = texts;
  const groups = [
    { key: 'government', icon: iconPaths.building, ...incentives.government },
    { key: 'employees', icon: iconPaths.award, ...incentives.employees },
  ];
  return (
    <section className="section section-tinted" id="incentives" aria-labelledby="incentives-title">
      <div className="container">
        <SectionHeading id="incentives-title" heading={incentives.heading} intro={incentives.intro} />
        <div className="incentive-grid">
          {groups.map((group) => (
            <article className="incentive-card" key={group.key} aria-labelledby={`incentives-${group.key}`}>
              <span className="benefit-icon">
                <Icon>{group.icon}</Icon>
              </span>
              <h3 id={`incentives-${group.key}`}>{group.title}</h3>
              <p className="card-text">{group.text}</p>
              <CheckList items={group.points} />
            </article>
          ))}
        </div>
        <p className="fine-print">{incentives.note}</p>
      </div>
    </section>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>
          <Icon>{iconPaths.check}</Icon>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function Plans({ texts }: SectionProps) {
  const { plans } = texts;
  return (
    <section className="section" id="plans" aria-labelledby="plans-title">
      <div className="container">
        <SectionHeading id="plans-title" heading={plans.heading} intro={plans.intro} center />
        <div className="plan-grid">
          <PlanCard plan={plans.essential} id="essential" action={{ href: '/sign-up' }} />
          <PlanCard plan={plans.advanced} id="advanced" badge={plans.recommended} action={{ href: '#contact', contactPlan: 'advanced' }} />
        </div>
        <p className="fine-print fine-print-center">{plans.taxNote}</p>
      </div>
    </section>
  );
}

function PlanCard({ plan, id, badge, action }: { plan: PlanTexts; id: string; badge?: string; action: { href: string; contactPlan?: string } }) {
  return (
    <article className={badge ? 'plan-card plan-card-featured' : 'plan-card'} aria-labelledby={`plan-${id}`}>
      <div className="plan-head">
        <h3 id={`plan-${id}`}>{plan.name}</h3>
        {badge && <p className="plan-badge">{badge}</p>}
      </div>
      <p className="card-text">{plan.tagline}</p>
      <p className="plan-price">
        <span className="plan-price-from">{plan.priceFrom}</span> <strong>{plan.price}</strong> {plan.pricePeriod}
      </p>
      <ul className="plan-tiers">
        {plan.tiers.map((tier) => (
          <li key={tier.name}>
            <strong>{tier.name}</strong>
            <span>{tier.detail}</span>
          </li>
        ))}
      </ul>
      <CheckList items={plan.features} />
      <a className={badge ? 'button button-primary button-block' : 'button button-secondary button-block'} href={action.href} data-contact-plan={action.contactPlan}>
        {plan.action}
      </a>
    </article>
  );
}

const appFeatureIcons = [iconPaths.route, iconPaths.armchair, iconPaths.shieldCheck, iconPaths.leaf];

export function AppShowcase({ texts }: SectionProps) {
  const { app } = texts;
  return (
    <section className="section section-tinted" id="app" aria-labelledby="app-title">
      <div className="container app-grid">
        <div>
          <SectionHeading id="app-title" heading={app.heading} intro={app.intro} />
          <ul className="feature-list">
            {app.features.map((feature, index) => (
              <li key={feature.title}>
                <span className="feature-icon">
                  <Icon>{appFeatureIcons[index]}</Icon>
                </span>
                <div>
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <PhoneIllustration screen={app.screen} />
      </div>
    </section>
  );
}

/** The employee app's home screen drawn in HTML and CSS; decorative, as the list beside it says the same. */
function PhoneIllustration({ screen }: { screen: LandingTexts['app']['screen'] }) {
  return (
    <div className="phone" aria-hidden="true">
      <div className="phone-screen">
        <div className="phone-status">
          <span>9:41</span>
          <span className="phone-notch" />
          <span>●●●</span>
        </div>
        <p className="phone-greeting">{screen.greeting}</p>
        <div className="phone-card">
          <p className="phone-label">{screen.nextRide}</p>
          <p className="phone-time">{screen.time}</p>
          <svg className="phone-map" viewBox="0 0 240 96" width="240" height="96" focusable="false">
            <rect width="240" height="96" rx="12" fill="#E6F7F5" />
            <path d="M0 70h240M60 0v96M170 0v96M0 28h240" stroke="#CDEEEA" strokeWidth="8" />
            <path d="M24 78C70 76 70 40 120 44s80-20 96-30" fill="none" stroke="#0F766E" strokeWidth="5" strokeLinecap="round" />
            <circle cx="24" cy="78" r="7" fill="#F59E0B" stroke="#fff" strokeWidth="3" />
            <circle cx="120" cy="44" r="6" fill="#F59E0B" stroke="#fff" strokeWidth="3" />
            <circle cx="216" cy="14" r="7" fill="#fff" stroke="#0F766E" strokeWidth="4" />
          </svg>
          <p className="phone-route">{screen.route}</p>
          <div className="phone-row">
            <span className="phone-avatars">
              <span>MA</span>
              <span>JL</span>
              <span>RS</span>
            </span>
            <span className="phone-seats">{screen.seats}</span>
          </div>
          <span className="phone-button">{screen.confirm}</span>
        </div>
        <div className="phone-stats">
          <span>
            <strong>38 km</strong>
          </span>
          <span>
            <strong>{screen.points}</strong>
          </span>
        </div>
      </div>
    </div>
  );
}

export function Invitation({ texts }: SectionProps) {
  const { invitation } = texts;
  return (
    <section className="invitation" id="invitation" aria-labelledby="invitation-title">
      <div className="container invitation-inner">
        <h2 id="invitation-title">{invitation.heading}</h2>
        <p>{invitation.text}</p>
        <div className="invitation-actions">
          <a className="button button-amber button-large" href="/sign-up">
            {invitation.primary}
            <Icon>{iconPaths.arrowRight}</Icon>
          </a>
          <a className="button button-outline-light button-large" href="#contact">
            {invitation.secondary}
          </a>
        </div>
      </div>
    </section>
  );
}
