import type { Locale } from '@/shared/locales';
import type { CatalogueFacts, ProductFacts } from './catalogue-facts';
import type { PartTypeKey } from './part-types';

/**
 * What a question asks for, by meaning: a part of these types, fitting this machine or a machine of this maker,
 * in this condition, or these very products (a part number). A product is an acceptable answer when it is active
 * and meets every field given. When the catalogue has no acceptable answer, the right answer is an empty list.
 */
export type Want = {
  type?: PartTypeKey[];
  model?: string;
  engine?: string;
  rotovator?: string;
  maker?: string;
  condition?: 'new' | 'used';
  sku?: string[];
};

export type Question = { q: string; locale: Locale; kind: string; want: Want };

export function acceptable(product: ProductFacts, want: Want): boolean {
  return (
    product.active &&
    (!want.sku || want.sku.includes(product.sku)) &&
    (!want.type || (product.type !== null && want.type.includes(product.type))) &&
    (!want.model || product.models.includes(want.model)) &&
    (!want.engine || product.engines.includes(want.engine)) &&
    (!want.rotovator || product.rotovators.includes(want.rotovator)) &&
    (!want.maker || product.makers.has(want.maker)) &&
    (!want.condition || product.condition === want.condition)
  );
}

export type Outcome = { question: Question; answers: number; listed: string[]; success: boolean; precision: number };

/**
 * success@3: an acceptable product among the first three (or, with none in the catalogue, nothing listed);
 * precision@10: the share of the products listed, up to ten, that are acceptable (an empty list scores 1 when
 * nothing is acceptable, 0 otherwise).
 */
export function judge(facts: CatalogueFacts, question: Question, listed: string[]): Outcome {
  const bySku = skuIndex(facts);
  const good = (sku: string) => {
    const product = bySku.get(sku);
    return product !== undefined && acceptable(product, question.want);
  };
  const answers = facts.products.filter((product) => acceptable(product, question.want)).length;
  const top = listed.slice(0, 10);
  const success = answers === 0 ? top.length === 0 : top.slice(0, 3).some(good);
  const precision = top.length === 0 ? (answers === 0 ? 1 : 0) : top.filter(good).length / top.length;
  return { question, answers, listed: top, success, precision };
}

const indexes = new WeakMap<CatalogueFacts, Map<string, ProductFacts>>();
function skuIndex(facts: CatalogueFacts) {
  let index = indexes.get(facts);
  if (!index) indexes.set(facts, (index = new Map(facts.products.map((product) => [product.sku, product]))));
  return index;
}

export function summarise(outcomes: Outcome[]) {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return {
    questions: outcomes.length,
    successAt3: mean(outcomes.map((outcome) => (outcome.success ? 1 : 0))),
    precisionAt10: mean(outcomes.map((outcome) => outcome.precision)),
  };
}

/** A line per question that missed, for the one tuning the search. */
export function describeMiss(facts: CatalogueFacts, outcome: Outcome): string {
  const bySku = skuIndex(facts);
  const { question, listed } = outcome;
  const shown = listed
    .slice(0, 5)
    .map((sku) => {
      const product = bySku.get(sku);
      return `${acceptable(product!, question.want) ? '✓' : '✗'} ${product?.nameEl.slice(0, 60)}`;
    })
    .join('\n      ');
  return `[${question.kind}] "${question.q}" (${question.locale}) success ${outcome.success}, precision ${outcome.precision.toFixed(2)}, ${outcome.answers} acceptable\n      ${shown || '(nothing)'}`;
}
