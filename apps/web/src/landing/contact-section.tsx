import { contactMessageMaxLength, contactMessageMinLength, contactNameMaxLength, translateMessage, type Language } from '@rumbo/contract';
import { Icon, iconPaths } from './icon';
import type { LandingTexts } from './texts/landing-texts';

/** The contract's longest email (emailSchema). */
const emailMaxLength = 254;

/**
 * The contact form. The limits and messages of the contract are written into the fields
 * (maxlength, data-min-length, data-message-*), so the page's script checks what the server checks,
 * in the page's language, without loading the contract's schemas; the server stays the authority.
 */
export function ContactSection({ texts, language }: { texts: LandingTexts; language: Language }) {
  const { contact, plans } = texts;
  const message = (key: string) => translateMessage(key, language);
  return (
    <section className="section" id="contact" aria-labelledby="contact-title">
      <div className="container contact-grid">
        <div className="section-heading">
          <h2 id="contact-title">{contact.heading}</h2>
          <p>{contact.intro}</p>
          <p className="contact-aside">{contact.direct}</p>
        </div>
        <div className="contact-panel">
        <noscript>
          <p className="form-alert form-alert-error">{contact.needsScript}</p>
        </noscript>
        <form className="contact-form" method="post" noValidate data-contact-form="" data-network-error={contact.networkError} data-fix-fields={contact.fixFields} data-sending={contact.sending}>
          <p className="form-alert form-alert-success" role="status" />
          <p className="form-alert form-alert-error" role="alert" />
          <div className="field">
            <label htmlFor="contact-name">{contact.name}</label>
            <input id="contact-name" name="name" type="text" autoComplete="name" required maxLength={contactNameMaxLength} aria-describedby="contact-name-error" data-message-required={message('contactNameRequired')} />
            <p className="field-error" id="contact-name-error" />
          </div>
          <div className="field">
            <label htmlFor="contact-email">{contact.email}</label>
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              required
              maxLength={emailMaxLength}
              aria-describedby="contact-email-error"
              data-message-required={message('emailRequired')}
              data-message-invalid={message('emailInvalid')}
            />
            <p className="field-error" id="contact-email-error" />
          </div>
          <div className="field">
            <label htmlFor="contact-plan">{contact.plan}</label>
            <select id="contact-plan" name="plan" aria-describedby="contact-plan-error">
              <option value="">{contact.planNone}</option>
              <option value="essential">{plans.essential.name}</option>
              <option value="advanced">{plans.advanced.name}</option>
            </select>
            <p className="field-error" id="contact-plan-error" />
          </div>
          <div className="field">
            <label htmlFor="contact-message">{contact.message}</label>
            <textarea
              id="contact-message"
              name="message"
              rows={5}
              required
              maxLength={contactMessageMaxLength}
              aria-describedby="contact-message-hint contact-message-error"
              data-min-length={contactMessageMinLength}
              data-message-required={message('contactMessageRequired')}
              data-message-too-short={message('contactMessageTooShort')}
            />
            <p className="field-hint" id="contact-message-hint">
              {contact.messageHint}
            </p>
            <p className="field-error" id="contact-message-error" />
          </div>
          {/* Only bots fill this in: hidden from people, from readers and from autofill. */}
          <div className="honeypot" aria-hidden="true">
            <label htmlFor="contact-website">{contact.honeypot}</label>
            <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <button className="button button-primary button-large" type="submit">
            <Icon>{iconPaths.send}</Icon>
            <span className="button-label">{contact.submit}</span>
          </button>
        </form>
        </div>
      </div>
    </section>
  );
}
