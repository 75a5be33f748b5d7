import { z } from './zod';

/**
 * "List a used part" from a phone (issue #16): the few facts a warehouse member has in hand, and the names and
 * descriptions proposed from them in both languages (staff may edit them before saving).
 */
export const usedPartSchema = z.object({
  categoryId: z.number().int().positive('required'),
  modelIds: z.array(z.number().int().positive()).min(1, 'required').max(30, 'tooMany'),
  conditionId: z.number().int().positive('required'),
  mpn: z
    .string()
    .trim()
    .max(60, 'tooLong')
    .regex(/^([\p{L}\p{N}][\p{L}\p{N} ./_-]*)?$/u, 'partNumber'),
  price: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\d{1,7}(?:[.,]\d{1,2})?$/, 'amount'),
  shelfLocation: z.string().trim().min(1, 'required').max(40, 'tooLong'),
  el: z.object({
    name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
    description: z.string().trim().max(5000, 'tooLong'),
  }),
  en: z.object({
    name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
    description: z.string().trim().max(5000, 'tooLong'),
  }),
});
export type UsedPartInput = z.input<typeof usedPartSchema>;

export type Named = { el: string; en: string };

/**
 * Names and descriptions in the catalogue's own style ("Μίζα Kubota D850 για Kubota L1-185 (μεταχειρισμένη)"):
 * the part type first, the part number, the machines it came off, the condition last.
 */
export function proposeUsedPart(facts: { partType: Named; models: string[]; condition: Named; mpn: string }): {
  el: { name: string; description: string };
  en: { name: string; description: string };
} {
  const models = facts.models.join(', ');
  const number = facts.mpn.trim();
  const condition = { el: facts.condition.el.toLowerCase(), en: facts.condition.en.toLowerCase() };
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  return {
    el: {
      name: join(facts.partType.el, number, models && `για ${models}`, condition.el && `(${condition.el})`),
      description: join(
        `${capital(condition.el)} ${facts.partType.el.toLowerCase()}${models ? ` από ${facts.models[0]}` : ''}.`,
        'Ελέγχθηκε στο συνεργείο μας πριν την αποστολή.',
        number && `Κωδικός ${number}.`,
        models && `Ταιριάζει σε ${models}.`,
      ),
    },
    en: {
      name: join(facts.partType.en, number, models && `for ${models}`, condition.en && `(${condition.en})`),
      description: join(
        `${capital(condition.en)} ${facts.partType.en.toLowerCase()}${models ? ` off a ${facts.models[0]}` : ''}.`,
        'Checked in our workshop before dispatch.',
        number && `Part number ${number}.`,
        models && `Fits ${models}.`,
      ),
    },
  };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
