/**
 * What the product editor accepts as photos (issue #16): checked by their bytes on the server, announced here so
 * that the browser can refuse the obvious before sending. 25 MB is more than any phone's camera writes.
 */
export const productPhotoRules = {
  maxBytes: 25 * 1024 * 1024,
  /** Files one upload may bring at once; each is sent (and its progress shown) on its own. */
  maxFiles: 12,
  accept: 'image/jpeg,image/png,image/webp,image/heic,image/heif',
} as const;

/** The sizes the storefront is served, widest first: one decode, resized once at upload. */
export const productPhotoSizes = { large: 1600, small: 400 } as const;
