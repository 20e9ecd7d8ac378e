/**
 * The explainer video's scenes and when each plays, in seconds. The video is drawn from these
 * (`npm run video:explainer`) and its captions are written from them with each language's texts at
 * build time, so a caption never drifts from its picture.
 */
export const explainerScenes = [
  { id: 'commute', start: 0, end: 8 },
  { id: 'company', start: 8, end: 16 },
  { id: 'team', start: 16, end: 24 },
  { id: 'matching', start: 24, end: 33 },
  { id: 'arrival', start: 33, end: 41 },
  { id: 'reports', start: 41, end: 50 },
  { id: 'closing', start: 50, end: 54 },
] as const;

export type ExplainerScene = (typeof explainerScenes)[number]['id'];

export const explainerSeconds = explainerScenes[explainerScenes.length - 1]!.end;

/** Where the captions of a language are served: written by the landing's build beside its pages. */
export function explainerCaptionsPath(language: string): string {
  return `/landing/explainer-${language}.vtt`;
}

/** A WebVTT file of the captions, one cue per scene. */
export function explainerCaptions(captions: Record<ExplainerScene, string>): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const time = (seconds: number) => `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}.000`;
  const cues = explainerScenes.map((scene) => `${time(scene.start)} --> ${time(scene.end)}\n${captions[scene.id]}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
