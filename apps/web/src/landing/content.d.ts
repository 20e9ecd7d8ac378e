import type { Language } from '@rumbo/contract';
/**
 * What an operator changes on the landing without touching its layout or texts: sponsors, the
 * mobility forum, social profiles, the roadmap and the explainer video. The entries below are
 * examples of our own making (the sponsors and the forum's links included); replace them with the
 * real ones before launch.
 */
export type Sponsor = {
    name: string;
    /** A file under apps/web/public, served from the site root; monochrome, 200×48. */
    logo: string;
};
export type ForumEvent = {
    /** The event's own name, shown as written in every language. */
    title: string;
    /** ISO date, shown in each language's format. */
    date: string;
    place: string;
    /** Registration pages, opened in a new tab. */
    registration: {
        attendees: string;
        teams: string;
    };
};
export type SocialNetwork = 'linkedin' | 'instagram' | 'youtube';
export type LandingContent = {
    sponsors: Sponsor[];
    forum: ForumEvent;
    social: {
        network: SocialNetwork;
        url: string;
    }[];
    roadmapUrl: string;
    video: {
        /**
         * The explainer video (MP4), a path on this site (a file under apps/web/public) or a full URL.
         * LANDING_VIDEO_URL, when set, takes its place when the service starts, without a new build.
         */
        url: string;
        /** A file under apps/web/public, shown until the visitor presses play (16:9). */
        poster: string;
    };
    /**
     * The picture a shared link shows (Open Graph), 1200×630, a file under apps/web/public per
     * language, drawn with its tagline by `npm run share-images`.
     */
    shareImages: Record<Language, string>;
};
export declare const landingContent: LandingContent;
