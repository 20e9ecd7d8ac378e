import { Icon, iconPaths } from './icon';
import { SectionHeading } from './sections';
import type { LandingTexts } from './texts/landing-texts';

/** The questions, each a disclosure that works without a script (details and summary). */
export function FaqSection({ texts, landingPath }: { texts: LandingTexts; landingPath: string }) {
  const { faq } = texts;
  return (
    <section className="section faq" aria-labelledby="faq-title">
      <div className="container faq-container">
        <SectionHeading id="faq-title" heading={faq.heading} intro={faq.intro} level={1} />
        <div className="faq-list">
          {faq.items.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>
                <h2>{item.question}</h2>
                <Icon className="faq-chevron">
                  <path d="M6 9l6 6 6-6" />
                </Icon>
              </summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
        <div className="faq-contact">
          <p>{faq.stillAsking}</p>
          <a className="button button-primary" href={`${landingPath}#contact`}>
            <Icon>{iconPaths.mail}</Icon>
            {faq.contactAction}
          </a>
        </div>
      </div>
    </section>
  );
}
