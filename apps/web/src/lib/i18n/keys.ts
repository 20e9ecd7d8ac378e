import type { TextOptions, Texts } from './translate';

/**
 * The app's namespaces, each typed by its reference texts: app/i18n/resources.ts fills it in as
 * `resources`. An interface, not a type, because only an interface merges with a declaration in
 * another module, and lib/ may not import app/.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TextResources {}

type Resources = TextResources extends { resources: infer R } ? R : Record<string, Texts>;

/** A namespace of the app's texts. */
export type Namespace = keyof Resources & string;

/** One namespace, or several: the first one's keys bare, each one's as `namespace:key`. */
export type Namespaces = Namespace | readonly Namespace[];

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** `items_one`, `items_other`... are all read as `items`, with a count. */
type Unsuffixed<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** Every dotted path to a text of `T`. */
type LeafKeys<T> = { [K in keyof T & string]: T[K] extends string ? Unsuffixed<K> : `${K}.${LeafKeys<T[K]>}` }[keyof T & string];

/** Every dotted path to a group of texts of `T` (read with `returnObjects`). */
type GroupKeys<T> = { [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${GroupKeys<T[K]>}` }[keyof T & string];

type First<N extends Namespaces> = N extends readonly [infer Head, ...unknown[]] ? Head : N extends Namespace ? N : never;
type Each<N extends Namespaces> = N extends readonly (infer Item)[] ? Item : N;

type KeysOf<T> = T extends Namespace ? LeafKeys<Resources[T]> : never;
type GroupsOf<T> = T extends Namespace ? GroupKeys<Resources[T]> : never;

/** A key `t` of these namespaces reads: a typo, or a namespace not asked for, fails the typecheck. */
export type TextKey<N extends Namespaces = 'common'> = KeysOf<First<N>> | { [M in Each<N>]: `${M}:${KeysOf<M>}` }[Each<N>];

/** A key of a group of texts of these namespaces. */
export type TextGroupKey<N extends Namespaces = 'common'> = GroupsOf<First<N>>;

/** Reads texts of `N` in one language (useTranslation's `t`). */
export type TFunction<N extends Namespaces = 'common'> = {
  (key: TextKey<N>, options?: TextOptions & { returnObjects?: false }): string;
  (key: TextGroupKey<N>, options: TextOptions & { returnObjects: true }): Texts;
};
