/**
 * Records the landing's explainer video: draws scene.html at each frame's exact time in Debian's
 * Chromium and hands the frames to ffmpeg (H.264 in MP4, which every browser plays, moov atom first
 * so it starts before it has fully arrived). Needs ffmpeg (`apt-get install ffmpeg`); the result is
 * committed, so building the app never needs it.
 *
 *   npm run video:explainer
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { explainerSeconds } from '../../apps/web/src/landing/explainer-scenes.js';

const framesPerSecond = 24;
const scene = fileURLToPath(new URL('./scene.html', import.meta.url));
const output = fileURLToPath(new URL('../../apps/web/public/landing/rumbo-explainer.mp4', import.meta.url));

const ffmpeg = spawn(
  'ffmpeg',
  ['-y', '-loglevel', 'error', '-f', 'image2pipe', '-framerate', String(framesPerSecond), '-c:v', 'png', '-i', '-',
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-tune', 'animation',
    '-movflags', '+faststart', '-an', output],
  { stdio: ['pipe', 'inherit', 'inherit'] },
);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(pathToFileURL(scene).toString());
  // Strings, not functions: tooling is typed for Node, without the DOM.
  await page.evaluate('document.fonts.ready');
  const frames = explainerSeconds * framesPerSecond;
  for (let frame = 0; frame < frames; frame += 1) {
    await page.evaluate(`draw(${frame / framesPerSecond})`);
    const image = await page.screenshot({ type: 'png' });
    if (!ffmpeg.stdin.write(image)) await once(ffmpeg.stdin, 'drain');
    if (frame % framesPerSecond === 0) process.stdout.write(`\r${frame / framesPerSecond} / ${explainerSeconds} s`);
  }
} finally {
  await browser.close();
  ffmpeg.stdin.end();
}
const [code] = await once(ffmpeg, 'close');
if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
console.log(`\nwrote ${output}`);
