// Written by `npm run icons:sprite` (scripts/generate-icon-sprite.ts); do not edit.
export const spriteHref = '/icons/sprite-2d4cbfa091.svg';
