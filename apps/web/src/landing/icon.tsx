import type { ReactNode } from 'react';

/** A 24 px outline icon in the stroke style of the app's icon set (Tabler); decorative, so hidden from readers. */
export function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The paths of the Tabler icons the landing uses, drawn inline so the page asks for no icon files. */
export const iconPaths = {
  arrowRight: <path d="M5 12h14M13 18l6-6M13 6l6 6" />,
  check: <path d="M5 12l5 5L20 7" />,
  calendar: (
    <>
      <path d="M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
      <path d="M16 3v4M8 3v4M4 11h16" />
    </>
  ),
  mapPin: (
    <>
      <path d="M9 11a3 3 0 1 0 6 0 3 3 0 0 0-6 0" />
      <path d="M17.66 16.66 13.41 20.9a2 2 0 0 1-2.83 0l-4.24-4.24a8 8 0 1 1 11.32 0z" />
    </>
  ),
  code: <path d="M7 8l-4 4 4 4M17 8l4 4-4 4M14 4l-4 16" />,
  externalLink: <path d="M12 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6M11 13l9-9M15 4h5v5" />,
  building: <path d="M3 21h18M9 8h1M9 12h1M9 16h1M14 8h1M14 12h1M14 16h1M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16" />,
  award: (
    <>
      <path d="M6 9a6 6 0 1 0 12 0A6 6 0 1 0 6 9" />
      <path d="m12 15 3.4 5.89 1.598-3.233 3.598.232-3.4-5.889M6.802 12l-3.4 5.89L7 17.657l1.598 3.232 3.4-5.889" />
    </>
  ),
  route: (
    <>
      <path d="M3 19a2 2 0 1 0 4 0 2 2 0 1 0-4 0M17 5a2 2 0 1 0 4 0 2 2 0 1 0-4 0" />
      <path d="M11 19h5.5a3.5 3.5 0 0 0 0-7h-8a3.5 3.5 0 0 1 0-7H13" />
    </>
  ),
  armchair: (
    <>
      <path d="M5 11a2 2 0 0 1 2 2v2h10v-2a2 2 0 1 1 4 0v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2z" />
      <path d="M5 11V6a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v5M6 19v2M18 19v2" />
    </>
  ),
  shieldCheck: (
    <>
      <path d="M11.46 20.846A12 12 0 0 1 3.5 6 12 12 0 0 0 12 3a12 12 0 0 0 8.5 3 12 12 0 0 1-.09 7.06" />
      <path d="m15 19 2 2 4-4" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 21c.5-4.5 2.5-8 7-10" />
      <path d="M9 18c6.22 0 10.5-3.29 11-12V4h-4.01c-9 0-11.99 4-12 9 0 1 0 3 2 5h3z" />
    </>
  ),
  mail: (
    <>
      <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  send: <path d="M10 14 21 3M21 3l-6.5 18a.55.55 0 0 1-1 0L10 14l-7-3.5a.55.55 0 0 1 0-1L21 3" />,
  play: <path d="M7 4v16l13-8z" />,
} satisfies Record<string, ReactNode>;
