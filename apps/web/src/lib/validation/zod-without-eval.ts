import { z } from 'zod';

// Zod speeds up object parsing by compiling code with `new Function`, after probing whether it may.
// The page's Content-Security-Policy forbids eval, so the probe fails and the browser reports a CSP
// issue on every page; the forms' schemas are small, and parse as fast without it.
z.config({ jitless: true });
