/** The icons the features strip can show (components/layout/FeatureIcon.tsx draws them): its editor offers these. */
export const featureIconNames = ['globe', 'ship', 'phone', 'shield-check', 'wrench', 'lock'] as const;

export type FeatureIconName = (typeof featureIconNames)[number];
