// Written by `npm run icons:sprite` (scripts/generate-icon-sprite.ts); do not edit.
export const spriteHref = '/icons/sprite-3bed149d84.svg';
