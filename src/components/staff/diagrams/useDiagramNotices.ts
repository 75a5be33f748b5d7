'use client';

import { useTranslations } from 'next-intl';
import type { DiagramDeskResult } from '@/server/domains/catalog';
import type { Callout, DiagramFieldProblem } from '@/shared/diagram-desk-rules';
import { diagramProblemReasons } from '@/shared/diagram-desk-rules';

/**
 * The lines a refused write shows: the error code's message, or for a form with problems each field named as
 * staff see it ("Callout 3, line 2: part number is in this callout already").
 */
export function useRefusalLines() {
  const t = useTranslations('staffDiagrams');
  const tErrors = useTranslations('errors');
  return (result: Extract<DiagramDeskResult, { ok: false }>, callouts: Callout[] = []): string[] => {
    const { error } = result;
    if (!('problems' in error)) return [tErrors(error.code)];
    return [
      t('problemsHeading'),
      ...error.problems.map(
        (problem) => `${fieldName(problem.field, callouts)}: ${t(`problems.${reasonOf(problem)}`)}`,
      ),
    ];
  };

  function fieldName(field: string, callouts: Callout[]): string {
    const [head, index, , line] = field.split('.');
    if (head === 'callouts' && index !== undefined) {
      const ref = callouts[Number(index)]?.ref ?? Number(index) + 1;
      return line === undefined
        ? t('field.calloutField', { ref })
        : t('field.lineField', { ref, line: Number(line) + 1 });
    }
    if (field === 'el.title') return t('field.elTitle');
    if (field === 'en.title') return t('field.enTitle');
    if (field === 'modelTaxonId' || field === 'code' || field === 'callouts') return t(`field.${field}`);
    return field;
  }
}

const reasonOf = (problem: DiagramFieldProblem) =>
  diagramProblemReasons.find((reason) => reason === problem.reason) ?? 'invalid';
