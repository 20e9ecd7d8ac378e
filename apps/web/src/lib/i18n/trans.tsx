import { cloneElement, type ReactElement, type ReactNode } from 'react';
import type { Namespaces, TextKey, TFunction } from './keys';
import type { Translator } from './text-store';
import type { TextOptions } from './translate';

/** `<name>inner</name>` in a text: the element `name` around `inner`. */
const tag = /<(\w+)>(.*?)<\/\1>/s;

/** A text whose `<name>…</name>` parts render as the given elements (a link inside a sentence). */
export function Trans<N extends Namespaces>({ t, i18nKey, values, components }: { t: TFunction<N>; i18nKey: TextKey<N>; values?: TextOptions & { returnObjects?: false }; components: Record<string, ReactElement> }) {
  const nodes: ReactNode[] = [];
  let rest = (t as Translator)(i18nKey, values);
  for (let match = tag.exec(rest); match; match = tag.exec(rest)) {
    const [written, name, inner] = match;
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const element = components[name!];
    nodes.push(element ? cloneElement(element, { key: nodes.length }, inner) : inner);
    rest = rest.slice(match.index + written.length);
  }
  if (rest) nodes.push(rest);
  return nodes;
}
