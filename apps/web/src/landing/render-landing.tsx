// The last step of `npm run build -w @rumbo/web`: renders the landing of each language to
// dist/landing/<language>.html and its questions page to dist/landing/faq/<language>.html with the hashed files of the landing's build (vite.landing.config.ts),
// the explainer video's captions to dist/landing/explainer-<language>.vtt,
// and dist/landing/settings.json with what the server fills in at start (the video's address).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { languages } from '@rumbo/contract';
import { landingContent } from './content';
import { explainerCaptions, explainerCaptionsPath } from './explainer-scenes';
import { FaqDocument, LandingDocument, type LandingAssets } from './page';
import { landingTexts } from './texts/by-language';

type Manifest = Record<string, { file: string; css?: string[]; isEntry?: boolean }>;

const landingDir = fileURLToPath(new URL('../../dist/landing/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${landingDir}manifest.json`, 'utf8')) as Manifest;
const entry = manifest['src/landing/client.ts'];
const stylesheet = entry?.css?.[0];
if (!entry || !stylesheet) throw new Error('dist/landing/manifest.json lacks the landing script or its stylesheet: run the landing build first.');
// The one font subset every language of the page needs.
const latinFont = Object.entries(manifest).find(([source]) => source.endsWith('/inter-latin-wght-normal.woff2'))?.[1].file;
const assets: LandingAssets = { script: `/${entry.file}`, stylesheet: `/${stylesheet}`, font: latinFont && `/${latinFont}` };

mkdirSync(`${landingDir}faq`, { recursive: true });
for (const language of languages) {
  const props = { language, texts: landingTexts[language], assets };
  writeFileSync(`${landingDir}${language}.html`, `<!doctype html>${renderToStaticMarkup(<LandingDocument {...props} />)}`);
  writeFileSync(`${landingDir}faq/${language}.html`, `<!doctype html>${renderToStaticMarkup(<FaqDocument {...props} />)}`);
  writeFileSync(`${landingDir}${explainerCaptionsPath(language).replace('/landing/', '')}`, explainerCaptions(landingTexts[language].video.captions));
}

// The service reads it (plugins/web.ts) to put the video's address where the pages hold its placeholder.
writeFileSync(`${landingDir}settings.json`, `${JSON.stringify({ videoUrl: landingContent.video.url })}\n`);
