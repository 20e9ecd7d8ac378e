/**
 * A namespace's texts in another language: the keys of the Spanish reference, each a string, less
 * Spanish's own plural form `_many` (English and German read `_other` there).
 */
export type Translation<T> = { [K in keyof T as K extends `${string}_many` ? never : K]: T[K] extends string ? string : Translation<T[K]> };
