// Written by `npm run icons:sprite` (scripts/generate-icon-sprite.ts); do not edit.
export const spriteHref = '/icons/sprite-a2bd00d0b1.svg';
