// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { languages } from '@rumbo/contract';
import { explainerCaptions, explainerScenes, explainerSeconds } from './explainer-scenes';
import { landingTexts } from './texts/by-language';

describe('the explainer video’s captions', () => {
  it('follow the scenes one after another, from the first second to the last', () => {
    explainerScenes.forEach((scene, index) => expect(scene.start).toBe(index === 0 ? 0 : explainerScenes[index - 1]!.end));
    expect(explainerSeconds).toBe(54);
  });

  it('are a WebVTT file with one cue per scene, in each language', () => {
    for (const language of languages) {
      const file = explainerCaptions(landingTexts[language].video.captions);
      expect(file.startsWith('WEBVTT\n\n')).toBe(true);
      expect(file.match(/^\d\d:\d\d:\d\d\.000 --> \d\d:\d\d:\d\d\.000$/gm)).toHaveLength(explainerScenes.length);
      for (const caption of Object.values(landingTexts[language].video.captions)) expect(file).toContain(`\n${caption}\n`);
    }
    expect(explainerCaptions(landingTexts.es.video.captions)).toContain('00:00:41.000 --> 00:00:50.000\nEn tus reportes ves los viajes');
  });
});
