/**
 * What the search can understand in a question and narrow by: a tractor model, an engine, a rotovator, a condition
 * ("μίζα μεταχειρισμένη kubota l1-185"). Each can be set aside with one click (`?ignore=model,condition`).
 */
export const understoodKinds = ['model', 'engine', 'rotovator', 'condition'] as const;
export type UnderstoodKind = (typeof understoodKinds)[number];
