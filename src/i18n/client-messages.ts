import type { Messages } from 'next-intl';

type Tree = { [key: string]: string | Tree };

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

/** The part of the messages a set of namespaces names, in the shape of the whole ('checkout.card' → { checkout: { card } }). */
export function pickMessages(messages: Messages, namespaces: readonly ClientNamespace[]): Tree {
  let picked: Tree = {};
  for (const namespace of namespaces) {
    const keys = namespace.split('.');
    let branch: string | Tree | undefined = messages as unknown as Tree;
    for (const key of keys) branch = typeof branch === 'object' ? branch[key] : undefined;
    if (branch === undefined) throw new Error(`no messages at ${namespace}`);
    picked = mergeMessages(picked, keys.reduceRight<string | Tree>((inner, key) => ({ [key]: inner }), branch) as Tree);
  }
  return picked;
}

/** Both trees in one: what a page sends added to what its layouts sent, branch by branch. */
export function mergeMessages(base: Tree, added: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(added)) {
    const existing = merged[key];
    merged[key] = typeof existing === 'object' && typeof value === 'object' ? mergeMessages(existing, value) : value;
  }
  return merged;
}
