import type { Translation } from '@/lib/i18n/translation';
import type { es } from './es';

/** The texts of the legal pages (the `legal` namespace) in English, translated by meaning from es.ts. */
export const en: Translation<typeof es> = {
  legal: {
    updated: 'Last updated: November 24, 2026',
    contents: 'Contents',
    otherDocuments: 'Legal documents',
    backToTop: 'Back to the top of the page',
    contact: 'Questions about these texts: <mail>{{email}}</mail>',
  },
  terms: {
    title: 'Terms and conditions',
    intro: [
      'These terms explain how Rumbo works and what we expect from your company and from ourselves. By signing up your company and ticking “I accept the terms and conditions”, you accept them on its behalf.',
      'Take your time reading them: they are written for whoever runs Rumbo at a company, not only for lawyers.',
    ].join('\n'),
    sections: {
      service: {
        title: 'What Rumbo is',
        text: [
          'Rumbo is a service for companies to organise carpooling (shared rides) for their employees to and from work.',
          '- Your company’s <b>administrators</b> use this web portal: they register people, approve those who join through the company link, set the trip rules and pay for the plan.',
          '- <b>Employees</b> use the Rumbo mobile app to offer seats in their car or ask for one; in the portal they can only see and correct their own details.',
          'Rumbo connects people at your company who are heading the same way. It is not a transport company: it has no vehicles and no drivers.',
        ].join('\n'),
      },
      accounts: {
        title: 'Your account and who may use it',
        text: [
          'The person who signs up the company becomes its first administrator and acts on the company’s behalf. By signing it up you confirm that you are authorised to do so and to accept these terms.',
          'Every account is personal. To keep yours safe:',
          '- Keep your password secret and do not share it, not even with other administrators: each of them can have their own account.',
          '- Turn on two-step verification under Profile › Login and security; from there you can also sign out on all your devices.',
          '- Verify your email address: until you do, you cannot send invitations or subscribe to a plan.',
          'Your company answers for what its administrators do in Rumbo. If you think someone got into an account without permission, change the password and write to us at <mail>{{email}}</mail> straight away.',
          'Your company must always keep at least one active administrator.',
        ].join('\n'),
      },
      people: {
        title: 'The data of the people you register',
        text: [
          'When your company registers or imports its employees, it decides which of their details go into Rumbo (name, email, phone, address) and why. That is why your company:',
          '- Is responsible for that data and must have told those people, in its own privacy notice, that it will share it with Rumbo to organise trips, and have their consent where the law requires it.',
          '- Registers only people who work or collaborate with it, with correct and up-to-date details.',
          '- Handles its employees’ requests about their data; if such a request reaches us, we let you know and help you answer it.',
          'Rumbo processes that data on your company’s behalf, only to provide the service, as the <privacy>Privacy notice</privacy> describes.',
        ].join('\n'),
      },
      plans: {
        title: 'Plans and payment',
        text: [
          'Signing up is free. To use Rumbo with your team you choose one of these monthly plans:',
          '- <b>Basic</b>: up to 50 employees.',
          '- <b>Pro</b>: up to 200 employees.',
          '- <b>Enterprise</b>: unlimited employees and support around the clock.',
          'The limit counts active people and those waiting for approval. Once you reach it, you cannot add more until you move to a larger plan.',
          'Prices are shown in Mexican pesos (MXN) before you confirm the purchase. Applicable taxes, such as VAT (IVA), are shown in the purchase details and on the receipt.',
          'You pay by credit or debit card. We charge the plan in advance at the start of each month of service to your company’s default card, and it renews automatically until you cancel it.',
          'If you change plans or cancel, the change takes effect at the end of the period you have already paid for; until then you keep your current plan.',
          'Every payment produces a receipt you can download under Profile › My payments. For now, receipts are not Mexican electronic invoices (CFDI).',
          'If a charge fails, we let you know by email so you can update the card. If it is not resolved, we may suspend the service, as the section “Suspension and termination” explains.',
        ].join('\n'),
      },
      use: {
        title: 'Acceptable use',
        text: [
          'Rumbo works because people trust the trips they see. When using it, neither you nor the people at your company may:',
          '- Record fake or inflated trips, for example to obtain incentives or rewards.',
          '- Use Rumbo to offer transport for profit, such as a taxi or passenger transport service.',
          '- Register people without their knowledge, impersonate anyone, or use invitations to send unwanted email.',
          '- Extract data automatically (scraping) or copy the service; to take your data out, use the portal’s exports.',
          '- Attack the service: look for or exploit vulnerabilities, overload it, get around its limits, upload harmful files or try to reach another company’s data.',
          'If you find a security flaw, write to us at <mail>{{email}}</mail> before making it public; we will look into it and get back to you.',
        ].join('\n'),
      },
      availability: {
        title: 'Availability and support',
        text: [
          'We work to keep Rumbo available at all times, but there may be interruptions for maintenance or because of failures beyond our control. We announce planned maintenance that affects the service in advance.',
          'For support, write to us at <mail>{{email}}</mail>. We answer on business days; on the Enterprise plan, around the clock.',
          'Rumbo changes and improves over time. If we withdraw an important feature of your plan, we tell you by email beforehand.',
        ].join('\n'),
      },
      privacy: {
        title: 'Data and privacy',
        text: [
          'The data of your company and its people belongs to your company. We use it only to provide, protect and bill for the service; we do not sell it or use it for advertising.',
          'Which data we process, why, whom we share it with, how long we keep it and how to exercise your rights is set out in the <privacy>Privacy notice</privacy>, which is part of these terms.',
        ].join('\n'),
      },
      suspension: {
        title: 'Suspension and termination',
        text: [
          'We may suspend access for your company, or for one particular person, if:',
          '- a charge is still unpaid after we have told you about it;',
          '- these terms are breached, in particular the acceptable use rules;',
          '- it is needed to protect other people or the security of the service, or an authority orders it.',
          'We let you know by email and tell you why, unless the law prevents us or the urgency does not allow it. Once the matter is resolved, we restore access.',
          'Your company may stop using Rumbo whenever it wants, by cancelling its plan or deleting its account. We may end the service if breaches are serious or repeated, after telling you by email.',
        ].join('\n'),
      },
      deletion: {
        title: 'Deleting your account',
        text: [
          'An administrator can delete the company’s account under Profile › Advanced settings, confirming with their password. When they do:',
          '- the subscription is cancelled at once;',
          '- the sessions of everyone at the company end and nobody can log in again;',
          '- we delete the data of the company and its people, except the payment records that tax law requires us to keep.',
          'If you only want to remove one person, move them to the trash: you can restore them for 30 days, after which they are deleted for good.',
          'Before deleting the account, download anything you want to keep, such as the employee list and your receipts.',
        ].join('\n'),
      },
      liability: {
        title: 'Liability',
        text: [
          'Rumbo does not provide transport. Trips are agreed and made by the people at your company, and each of them answers for their part:',
          '- drivers, for holding a valid licence, keeping their vehicle roadworthy and insured, and obeying traffic rules;',
          '- passengers, for being on time and behaving respectfully;',
          '- your company, for the trip rules it sets and for deciding who takes part.',
          'That is why Rumbo is not liable for accidents, damage, delays or disputes that happen during a trip.',
          'We provide the service with care and as it is available. To the extent the law allows, we are not liable for indirect damage, such as lost profits, and our total liability to your company is limited to what it paid for Rumbo in the 12 months before the event that gives rise to it. Nothing here limits liability that the law does not allow to be limited.',
        ].join('\n'),
      },
      changes: {
        title: 'Changes to these terms',
        text: [
          'If we change these terms, we update the date on this page. If the change is significant, we email your company’s administrators at least 15 days before it takes effect.',
          'If you do not agree with the change, you can cancel your plan or delete your account before that date. If you keep using Rumbo afterwards, you are taken to accept it.',
        ].join('\n'),
      },
      law: {
        title: 'Governing law and jurisdiction',
        text: [
          'These terms are governed by the laws of the United Mexican States. Personal data is governed by the Federal Law on the Protection of Personal Data Held by Private Parties (Ley Federal de Protección de Datos Personales en Posesión de los Particulares).',
          'Before going to court, write to us: most problems are solved that way. If we cannot reach an agreement, any dispute will be settled by the competent courts of Mexico City, unless the law provides otherwise.',
        ].join('\n'),
      },
      contact: {
        title: 'Contact',
        text: [
          'For any question about these terms, your account or your data, write to us at <mail>{{email}}</mail>.',
          'We answer from that same address. Rumbo will never ask for your password by email.',
        ].join('\n'),
      },
    },
  },
  privacy: {
    title: 'Privacy notice',
    intro: [
      'This notice explains which personal data Rumbo processes, why, whom it shares it with and how you can decide about it, as the Mexican Federal Law on the Protection of Personal Data Held by Private Parties requires.',
      'It covers the Rumbo web portal and its mobile app.',
    ].join('\n'),
    sections: {
      responsible: {
        title: 'Who is responsible for your data',
        text: [
          'Rumbo is responsible for the data of the companies that sign up and of their administrators, and for the data people give us directly, for example when they join through their company’s link.',
          'The data of the employees a company registers or imports into Rumbo is that company’s responsibility. Rumbo processes it on the company’s behalf and following its instructions, only to provide the service.',
          'For any privacy matter, write to us at <mail>{{email}}</mail>.',
        ].join('\n'),
      },
      data: {
        title: 'What data we process',
        text: [
          '- <b>About the company</b>: name, email, address, language, time zone, billing details (legal name, RFC tax ID and tax address), its tax certificate as a PDF and its logo, if it uploads one.',
          '- <b>About administrators</b>: name, email, phone and password (stored so that nobody can read it).',
          '- <b>About employees</b>: name, email, phone, address and their status at the company (active, pending or suspended).',
          '- <b>About trips</b>, from the mobile app: start and end points, times, who drives and who rides, and the seats available.',
          '- <b>About payment</b>: the card’s brand, its last 4 digits, its expiry date and the cardholder’s name, as well as the history of payments and receipts.',
          '- <b>Technical</b>: the IP address and the browser or device used to log in, to run sessions and protect accounts.',
          '- <b>About people who write to us</b> through the contact form on our website: name, email, the message, the plan they are interested in and the IP address they send it from.',
          'We do not ask for sensitive data, such as health, religion or ethnic origin. An address and trips show where a person moves: that is why only their own company sees them.',
        ].join('\n'),
      },
      purposes: {
        title: 'What we use it for',
        text: [
          'Purposes the service needs:',
          '- Providing Rumbo: creating and managing accounts, registering people, organising trips under the company’s rules and sending the service’s emails (verification, invitations, password resets).',
          '- Keeping it secure: checking who logs in, limiting attempts, detecting abuse and handling incidents.',
          '- Billing: processing plan payments, issuing receipts and meeting our tax obligations.',
          '- Answering people who write to us through the contact form, and limiting how often one IP address can send it, to stop abuse.',
          'A secondary purpose you can refuse:',
          '- Sending you product news and tips for getting the most out of Rumbo.',
          'To refuse it, write to us at <mail>{{email}}</mail> or use the link included in each of those emails. Refusing it does not affect your service.',
        ].join('\n'),
      },
      transfers: {
        title: 'Whom we share it with',
        text: [
          'We do not sell or rent personal data. We only share it with providers that process it on our behalf, under contract and for what this notice says:',
          '- <b>The card payment processor</b>, which receives the card details directly from your browser. Rumbo never sees or stores the full number or the security code: only the brand, the last 4 digits and the expiry date.',
          '- <b>The email delivery provider</b>, which delivers the service’s messages to their recipients.',
          'These providers may process data outside Mexico; we require them to protect it as this notice does.',
          'We also hand data over to an authority when the law obliges us to. Such transfers do not require your consent.',
        ].join('\n'),
      },
      retention: {
        title: 'How long we keep it',
        text: [
          '- The data of the company and its people, for as long as the company’s account exists.',
          '- A person moved to the trash can be restored for 30 days; after that they are deleted for good.',
          '- Session data is deleted when the session expires (at most 30 days after logging in) or 30 days after logging out.',
          '- Receipts and payment records, for as long as tax law requires, usually five years.',
          '- Messages from the contact form, for one year; after that they are deleted automatically.',
          'When the company’s account is deleted, we delete its data, except what the law obliges us to keep.',
        ].join('\n'),
      },
      arco: {
        title: 'Your ARCO rights',
        text: [
          'Regarding your personal data, you can ask us for:',
          '- <b>Access</b>: to know which of your data we hold and how we use it.',
          '- <b>Rectification</b>: to correct it if it is wrong or incomplete.',
          '- <b>Cancellation</b>: to delete it once it is no longer needed.',
          '- <b>Opposition</b>: to stop using it for a particular purpose.',
          'You can see and correct much of your data yourself in the portal or the app. For everything else, write to us at <mail>{{email}}</mail> with your name, the email address where you want the answer, an ID proving who you are (or who represents you), which data and which right you want to exercise.',
          'We answer within 20 days at most and, where your request is granted, carry it out within the following 15 days. If your company registered your data, you can also ask it; if you write to us, we involve your company to answer you.',
          'If you think we did not handle your request properly, you can turn to the personal data protection authority.',
        ].join('\n'),
      },
      consent: {
        title: 'Withdrawing your consent',
        text: [
          'You can withdraw at any time the consent you gave for us to process your data, by writing to us at <mail>{{email}}</mail> in the same way as for ARCO rights.',
          'Bear in mind that without some data, such as your email address, we cannot keep providing the service, and that the law obliges us to keep some data for a time.',
        ].join('\n'),
      },
      cookies: {
        title: 'Cookies',
        text: [
          'Rumbo uses two cookies, both necessary: <b>rumbo_refresh</b> keeps you logged in, only our server reads it, and it is deleted when you log out or after 30 days at most; <b>rumbo_language</b> remembers for a year the language you picked on our website, to show it to you in that language.',
          'Your browser also keeps your language and the current session in its local storage, so you do not have to choose them again.',
          'We use no advertising or analytics cookies and no third-party trackers.',
        ].join('\n'),
      },
      security: {
        title: 'How we protect your data',
        text: [
          '- Passwords are stored hashed with a one-way algorithm (argon2id): nobody, not even Rumbo, can read them.',
          '- Every connection to Rumbo is encrypted (HTTPS).',
          '- Each company sees only its own data, and only its administrators manage it.',
          '- We limit login attempts, offer two-step verification, and the links we send by email expire.',
          'If a security breach significantly affects your rights, we tell you by email without delay, with what happened and what you can do.',
        ].join('\n'),
      },
      changes: {
        title: 'Changes to this notice',
        text: [
          'If we change this notice, we update the date on this page and, if the change is significant, we email the administrators before it takes effect.',
          'You will always find the version in force on this page.',
        ].join('\n'),
      },
    },
  },
};
