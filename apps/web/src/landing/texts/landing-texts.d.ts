import type { Language } from '@rumbo/contract';
import type { ExplainerScene } from '../explainer-scenes';
/** Every text of the landing page in one language; each language file fills all of them. */
export type LandingTexts = {
    meta: {
        title: string;
        description: string;
        /** The line under the tagline on the share picture; its alternative text is the two together. */
        shareSubtitle: string;
    };
    header: {
        skipToContent: string;
        homeLabel: string;
        navLabel: string;
        benefits: string;
        incentives: string;
        plans: string;
        app: string;
        contact: string;
        roadmap: string;
        login: string;
        signUp: string;
        menu: string;
        languageLabel: string;
        languageNames: Record<Language, string>;
    };
    hero: {
        eyebrow: string;
        headline: string;
        subheadline: string;
        primary: string;
        secondary: string;
        note: string;
    };
    sponsors: {
        heading: string;
    };
    forum: {
        eyebrow: string;
        heading: string;
        pitch: string;
        dateLabel: string;
        placeLabel: string;
        formatLabel: string;
        format: string;
        registerAttendees: string;
        registerTeams: string;
        /** Read after a link that opens a new tab, so a screen reader says so before it happens. */
        opensInNewTab: string;
    };
    video: {
        heading: string;
        intro: string;
        title: string;
        duration: string;
        points: string[];
        unsupported: string;
        /** The video has no words or sound: its captions tell the story, one per scene. */
        captionsLabel: string;
        captions: Record<ExplainerScene, string>;
    };
    benefits: {
        heading: string;
        intro: string;
        items: {
            punctuality: BenefitTexts;
            wellbeing: BenefitTexts;
            compliance: BenefitTexts;
        };
    };
    incentives: {
        heading: string;
        intro: string;
        government: {
            title: string;
            text: string;
            points: string[];
        };
        employees: {
            title: string;
            text: string;
            points: string[];
        };
        note: string;
    };
    plans: {
        heading: string;
        intro: string;
        essential: PlanTexts;
        advanced: PlanTexts;
        recommended: string;
        taxNote: string;
    };
    app: {
        heading: string;
        intro: string;
        features: {
            title: string;
            text: string;
        }[];
        /** The words on the illustrated phone screen. */
        screen: {
            greeting: string;
            nextRide: string;
            time: string;
            route: string;
            seats: string;
            confirm: string;
            points: string;
        };
    };
    invitation: {
        heading: string;
        text: string;
        primary: string;
        secondary: string;
    };
    contact: {
        heading: string;
        intro: string;
        name: string;
        email: string;
        message: string;
        messageHint: string;
        plan: string;
        planNone: string;
        /** Never shown: the label of the field only bots fill in. */
        honeypot: string;
        submit: string;
        sending: string;
        /** Shown when the server's answer cannot be read or the request never got there. */
        networkError: string;
        /** Shown above the fields when the client's own checks stop the message. */
        fixFields: string;
        direct: string;
        /** Shown instead of the form when scripts are off: it sends through the page's script. */
        needsScript: string;
    };
    faq: {
        title: string;
        description: string;
        heading: string;
        intro: string;
        items: {
            question: string;
            answer: string;
        }[];
        stillAsking: string;
        contactAction: string;
    };
    footer: {
        tagline: string;
        legalLabel: string;
        terms: string;
        privacy: string;
        faq: string;
        socialLabel: string;
        social: Record<'linkedin' | 'instagram' | 'youtube', string>;
        rights: string;
    };
};
export type BenefitTexts = {
    title: string;
    text: string;
};
export type PlanTexts = {
    name: string;
    tagline: string;
    /** The price line; the essential tier names its lowest price, the advanced one says it is quoted. */
    priceFrom: string;
    price: string;
    pricePeriod: string;
    tiers: {
        name: string;
        detail: string;
    }[];
    features: string[];
    action: string;
};
