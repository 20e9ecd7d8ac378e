import { use, type ComponentType } from 'react';

/**
 * A component whose code is fetched once, when `fetch` (or `preload`) is called or when it is first
 * drawn. Drawn with its code already here (fetched while the page waited for it), it is drawn at once,
 * in the same commit as the rest; otherwise it suspends until its code comes, like React's `lazy`,
 * which suspends even then and leaves its fallback for a frame.
 */
export function loadable<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const fetch = () => (loading ??= load().then((component) => (loaded = component)));
  /** Fetches the code ahead, settling either way: a failure is forgotten, so the first draw asks again. */
  const preload = () =>
    fetch().then(
      () => undefined,
      () => {
        loading = undefined;
      },
    );
  function Loaded(props: Props) {
    const Drawn = loaded ?? use(fetch());
    return <Drawn {...props} />;
  }
  return { fetch, preload, Loaded };
}
