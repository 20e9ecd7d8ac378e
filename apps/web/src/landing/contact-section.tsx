import type { ReactNode } from 'react';
import { contactMessageMaxLength, contactMessageMinLength, contactNameMaxLength, translateMessage, type Language } from '@rumbo/contract';
import { Icon, iconPaths } from './icon';
import { SectionHeading } from './sections';
import type { LandingTexts } from './texts/landing-texts';

/** The contract's longest email (emailSchema). */
const emailMaxLength = 254;

/** A field of the form: its label, its control (with `children`), and where the script writes its error (`<id>-error`). */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <p className="field-error" id={`${id}-error`} />
    </div>
  );
}

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
        <SectionHeading id="contact-title" heading={contact.heading} intro={contact.intro}>
          <p className="contact-aside">{contact.direct}</p>
        </SectionHeading>
        <div className="contact-panel">
        <noscript>
          <p className="form-alert form-alert-error">{contact.needsScript}</p>
        </noscript>
        <form className="contact-form" method="post" noValidate data-contact-form="" data-network-error={contact.networkError} data-fix-fields={contact.fixFields} data-sending={contact.sending}>
          <p className="form-alert form-alert-success" role="status" />
          <p className="form-alert form-alert-error" role="alert" />
          <Field id="contact-name" label={contact.name}>
            <input id="contact-name" name="name" type="text" autoComplete="name" required maxLength={contactNameMaxLength} aria-describedby="contact-name-error" data-message-required={message('contactNameRequired')} />
          </Field>
          <Field id="contact-email" label={contact.email}>
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
          </Field>
          <Field id="contact-plan" label={contact.plan}>
            <select id="contact-plan" name="plan" aria-describedby="contact-plan-error">
              <option value="">{contact.planNone}</option>
              <option value="essential">{plans.essential.name}</option>
              <option value="advanced">{plans.advanced.name}</option>
            </select>
          </Field>
          <Field id="contact-message" label={contact.message}>
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
          </Field>
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
