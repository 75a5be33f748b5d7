import type { Queryable } from '@/server/db';
import { searchProducts } from '@/server/domains/search';
import { readCatalogueFacts } from './catalogue-facts';
import { generatedQuestions } from './generated-questions';
import { writtenQuestions } from './questions';
import { judge, summarise, type Outcome, type Question } from './score';

/** How many questions are made from the catalogue, beside the written ones. */
const generatedCount = 60;

/** Every question of the evaluation for the catalogue in `dir`, with the facts its answers are judged by. */
export function evaluationSet(dir: string) {
  const facts = readCatalogueFacts(dir);
  return { facts, questions: [...writtenQuestions, ...generatedQuestions(facts, generatedCount)] };
}

/** Asks the search each question as the products page does (first page, relevance) and judges what it lists. */
export async function evaluate(db: Queryable, dir: string) {
  const { facts, questions } = evaluationSet(dir);
  const outcomes: Outcome[] = [];
  for (const question of questions) outcomes.push(judge(facts, question, await listed(db, question)));
  return { facts, outcomes, ...summarise(outcomes) };
}

async function listed(db: Queryable, question: Question): Promise<string[]> {
  const { nodes } = await searchProducts({ db, locale: question.locale }, { term: question.q, first: 10 });
  return nodes.map((node) => node.sku);
}
