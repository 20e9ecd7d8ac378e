/**
 * Draws the landing's share picture (Open Graph, 1200×630) of each language from card.html, with
 * the language's tagline and the line under it, into apps/web/public/landing/share-<language>.png.
 * ffmpeg reduces each to 256 colours (a sixth of the size, the same to the eye). The pictures are
 * committed, so building the app never needs a browser or ffmpeg.
 *
 *   npm run share-images
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { languages } from '@rumbo/contract';
import { landingContent } from '../../apps/web/src/landing/content.js';
import { landingTexts } from '../../apps/web/src/landing/texts/by-language.js';

const card = pathToFileURL(fileURLToPath(new URL('./card.html', import.meta.url))).toString();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.goto(card);
  for (const language of languages) {
    const { hero, meta } = landingTexts[language];
    // Strings, not functions: tooling is typed for Node, without the DOM.
    await page.evaluate(`document.getElementById('tagline').textContent = ${JSON.stringify(hero.eyebrow)};
      document.getElementById('subtitle').textContent = ${JSON.stringify(meta.shareSubtitle)};
      document.documentElement.lang = ${JSON.stringify(language)};`);
    await page.evaluate('document.fonts.ready');
    const path = fileURLToPath(new URL(`../../apps/web/public${landingContent.shareImages[language]}`, import.meta.url));
    const picture = await page.screenshot({ type: 'png' });
    const palette = 'split[a][b];[a]palettegen=max_colors=256[p];[b][p]paletteuse=dither=sierra2_4a';
    const ffmpeg = spawnSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', '-', '-vf', palette, '-pix_fmt', 'pal8', path], { input: picture, stdio: ['pipe', 'inherit', 'inherit'] });
    if (ffmpeg.status !== 0) throw new Error(`ffmpeg exited with ${ffmpeg.status}`);
    console.log(`wrote ${path}`);
  }
} finally {
  await browser.close();
}
