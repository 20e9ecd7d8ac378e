// The load: every virtual user runs its loop of weighted actions at once, back to back, until the
// phase's time is up, then finishes the action it is in. Something to do meanwhile (a fault) runs
// beside it; the phase ends when both have.
import { createRecorder, type Recorder } from './http.js';
import { pickAction, type LoadContext, type VirtualUser } from './kinds.js';

export type LoadRun = { recorder: Recorder; seconds: number };

export async function runLoad(
  context: Omit<LoadContext, 'recorder'>,
  users: VirtualUser[],
  seconds: number,
  meanwhile: (recorder: Recorder) => Promise<void> = async () => {},
): Promise<LoadRun> {
  const recorder = createRecorder();
  const phase: LoadContext = { ...context, recorder };
  const deadline = performance.now() + seconds * 1000;
  const loops = users.map(async (user) => {
    // Spread over the first half second, as clients arrive, rather than all in one tick.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
    while (performance.now() < deadline) await pickAction().run(phase, user);
  });
  await Promise.all([...loops, meanwhile(recorder)]);
  recorder.stopped = performance.now();
  return { recorder, seconds: (recorder.stopped - recorder.started) / 1000 };
}
