import { afterEach, describe, expect, it } from 'vitest';
import { answerRequests } from '@/testing/render-with-store';
import { takePrefetched } from './prefetched';

const token = 'header.claims.signature';
const rides = 'http://localhost/api/trips/me/rides';

function askedAhead(answer: Response | null, at = Date.now()) {
  window.__rumboPrefetched = { token, at, answers: { '/api/trips/me/rides': Promise.resolve(answer) } };
}

const get = (url: string, bearer = token) => new Request(url, { headers: { authorization: `Bearer ${bearer}` } });

afterEach(() => {
  delete window.__rumboPrefetched;
});

describe('takePrefetched', () => {
  it('gives the answer asked for ahead to the first request for it, and none to the next', async () => {
    askedAhead(new Response('{"rides":[]}'));
    const answer = await takePrefetched(get(rides));
    expect(await answer?.text()).toBe('{"rides":[]}');
    expect(takePrefetched(get(rides))).toBeUndefined();
  });

  it('gives nothing to another address, another method or another token', () => {
    askedAhead(new Response('{}'));
    expect(takePrefetched(get('http://localhost/api/trips/me/summary'))).toBeUndefined();
    expect(takePrefetched(new Request(rides, { method: 'POST', headers: { authorization: `Bearer ${token}` } }))).toBeUndefined();
    expect(takePrefetched(get(rides, 'another.token.here'))).toBeUndefined();
    // Offered once: a request it did not fit leaves it to the network from then on.
    expect(takePrefetched(get(rides))).toBeUndefined();
  });

  it('gives nothing once the answer is too old to trust', () => {
    askedAhead(new Response('{}'), Date.now() - 60_000);
    expect(takePrefetched(get(rides))).toBeUndefined();
  });

  it('asks the network when the request made ahead was lost', async () => {
    const network = answerRequests(() => new Response('{"again":true}'));
    askedAhead(null);
    const answer = await takePrefetched(get(rides));
    expect(await answer?.json()).toEqual({ again: true });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
