/**
 * Answers the page asked for before the app's script ran: public/before-app.js asks, as /app starts,
 * for the person's rides and this month's impact with the saved token, so they travel beside the
 * app's script instead of after it. The app's first request for each takes its answer; any other
 * request, or one sent with another token, or too late, goes to the network.
 */
type Prefetched = { token: string; at: number; answers: Record<string, Promise<Response | null> | undefined> };

/** Older than this, an answer is not taken: the page has been open a while, and may have changed since. */
const maxAgeMs = 15_000;

declare global {
  interface Window {
    __rumboPrefetched?: Prefetched;
  }
}

/** The answer asked for ahead for this request, taken once; undefined when there is none to take. */
export function takePrefetched(request: Request): Promise<Response> | undefined {
  const prefetched = typeof window === 'undefined' ? undefined : window.__rumboPrefetched;
  if (!prefetched || request.method !== 'GET') return undefined;
  const { pathname, search } = new URL(request.url);
  const answer = prefetched.answers[pathname + search];
  if (!answer) return undefined;
  delete prefetched.answers[pathname + search];
  if (request.headers.get('authorization') !== `Bearer ${prefetched.token}` || Date.now() - prefetched.at > maxAgeMs) return undefined;
  // Asked ahead and lost on the way (no connection then): asked again now.
  return answer.then((response) => response ?? fetch(request));
}
