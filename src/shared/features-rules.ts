import { featureIconNames } from './feature-icons';
import { maxSlugLength, slugPattern } from './product-slug';
import { z } from './zod';

const name = z.string().trim().min(1, 'required').max(80, 'tooLong');

/** One item of the features strip: its key (empty for a new one), icon, and name in both languages. */
const featureItem = z.object({
  slug: z.string().max(maxSlugLength).regex(slugPattern).or(z.literal('')),
  icon: z.enum(featureIconNames, 'icon'),
  el: name,
  en: name,
});

/** The features strip's editor (/staff/content): the items in their order, and the version the form was made from. */
export const featuresEditorSchema = z.object({
  items: z
    .array(featureItem)
    .max(12, 'tooMany')
    .refine((items) => {
      const slugs = items.map((item) => item.slug).filter(Boolean);
      return new Set(slugs).size === slugs.length;
    }, 'invalid'),
  version: z.string().max(100),
});

export type FeaturesEditorValues = z.output<typeof featuresEditorSchema>;
export type FeatureItem = FeaturesEditorValues['items'][number];
