/**
 * What an operator changes on the landing without touching its layout or texts: sponsors, the
 * mobility forum, social profiles, the roadmap and the explainer video. The entries below are
 * examples of our own making; replace them with the real ones before launch.
 */
export type Sponsor = { name: string; /** A file under apps/web/public, served from the site root. */ logo: string };

export type ForumEvent = {
  title: string;
  /** ISO date, shown in each language's format. */
  date: string;
  place: string;
  registration: { attendees: string; teams: string };
};

export type SocialNetwork = 'linkedin' | 'instagram' | 'youtube';

export type LandingContent = {
  sponsors: Sponsor[];
  forum: ForumEvent;
  social: { network: SocialNetwork; url: string }[];
  roadmapUrl: string;
  /** A file under apps/web/public, or null until there is one (LANDING_VIDEO_URL comes later). */
  video: { file: string | null; poster: string | null };
};

export const landingContent: LandingContent = {
  sponsors: [
    { name: 'Movilidad Norte', logo: '/landing/sponsors/movilidad-norte.svg' },
    { name: 'Parque Industrial El Salto', logo: '/landing/sponsors/parque-el-salto.svg' },
    { name: 'Cámara de Transporte Limpio', logo: '/landing/sponsors/transporte-limpio.svg' },
  ],
  forum: {
    title: 'Foro y Hackatón de Movilidad Corporativa',
    date: '2027-03-18',
    place: 'Guadalajara, Jalisco',
    registration: {
      attendees: 'https://foro.rumbo.example/registro',
      teams: 'https://foro.rumbo.example/hackaton',
    },
  },
  social: [
    { network: 'linkedin', url: 'https://www.linkedin.com/company/rumbo-example' },
    { network: 'instagram', url: 'https://www.instagram.com/rumbo.example' },
    { network: 'youtube', url: 'https://www.youtube.com/@rumbo-example' },
  ],
  roadmapUrl: 'https://github.com/rumbo-example/rumbo/milestones',
  video: { file: null, poster: null },
};
