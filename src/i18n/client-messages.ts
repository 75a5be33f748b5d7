import type { Messages } from 'next-intl';

export type MessageTree = { [key: string]: string | MessageTree };
type Tree = MessageTree;

/** A namespace a page can send to the browser: a top-level one ('cart') or one level below it ('checkout.card'). */
export type ClientNamespace = {
  [Top in keyof Messages & string]:
    | Top
    | (Messages[Top] extends Record<string, unknown>
        ? {
            [Sub in keyof Messages[Top] & string]: Messages[Top][Sub] extends string ? never : `${Top}.${Sub}`;
          }[keyof Messages[Top] & string]
        : never);
}[keyof Messages & string];

/** The messages under a namespace ('checkout.card'), or undefined when the tree has none there. */
export function branchAt(tree: Tree, namespace: string): string | Tree | undefined {
  let branch: string | Tree | undefined = tree;
  for (const key of namespace.split('.')) branch = typeof branch === 'object' ? branch[key] : undefined;
  return branch;
}

/** The part of the messages a set of namespaces names, in the shape of the whole ('checkout.card' → { checkout: { card } }). */
export function pickMessages(messages: Messages, namespaces: readonly ClientNamespace[]): Tree {
  let picked: Tree = {};
  for (const namespace of namespaces) {
    const keys = namespace.split('.');
    const branch = branchAt(messages as unknown as Tree, namespace);
    if (branch === undefined) throw new Error(`no messages at ${namespace}`);
    picked = mergeMessages(picked, keys.reduceRight<string | Tree>((inner, key) => ({ [key]: inner }), branch) as Tree);
  }
  return picked;
}

/** The tree without the messages of these error codes (`errors.<CODE>`). */
export function withoutErrors(tree: Tree, codes: readonly string[]): Tree {
  const errors = tree.errors;
  if (codes.length === 0 || typeof errors !== 'object') return tree;
  return { ...tree, errors: Object.fromEntries(Object.entries(errors).filter(([code]) => !codes.includes(code))) };
}

/**
 * Both trees in one: what a page sends added to what its layouts sent, branch by branch. A message is a leaf, also
 * when precompiled into an array (`["Up to ", ["max"], " photos."]`): merged as a branch, it became an object of
 * numbered parts, which next-intl cannot format (a page showed `errors.WEAK_PASSWORD`).
 */
export function mergeMessages(base: Tree, added: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const existing = merged[key];
    merged[key] = isBranch(existing) && isBranch(value) ? mergeMessages(existing, value) : value;
  }
  return merged;
}

const isBranch = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
