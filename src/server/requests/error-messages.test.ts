import { describe, expect, it } from 'vitest';
import el from '../../../messages/el.json';
import en from '../../../messages/en.json';

const codes = ['INVALID_INPUT', 'TOO_MANY_PHOTOS', 'PHOTO_TOO_LARGE', 'PHOTO_NOT_IMAGE', 'FORM_TOO_FAST', 'FORM_EXPIRED', 'TOO_MANY_REQUESTS', 'FORM_UNAVAILABLE', 'REQUEST_NOT_FOUND', 'NOT_ALLOWED'];

describe('contact request error messages', () => {
  it.each(codes)('%s has a message in both languages', (code) => {
    for (const messages of [el, en]) expect((messages.errors as Record<string, string>)[code]).toMatch(/\S/);
  });

  it('spec §8: the inactive form says so in both languages', () => {
    expect(en.errors.FORM_UNAVAILABLE).toBe('This operation is currently unavailable. Please try again later.');
    expect(el.contact.form.unavailable).toBe(el.errors.FORM_UNAVAILABLE);
  });
});
