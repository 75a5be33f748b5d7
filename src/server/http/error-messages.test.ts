import { describe, expect, it } from 'vitest';
import el from '../../../messages/el.json';
import { errorBody, errorMessage } from './error-messages';

describe('error messages on the server', () => {
  it('spec §8: the inactive form says so in both languages', () => {
    expect(errorMessage('en', 'FORM_UNAVAILABLE')).toBe(
      'This operation is currently unavailable. Please try again later.',
    );
    expect(el.contact.form.unavailable).toBe(errorMessage('el', 'FORM_UNAVAILABLE'));
  });

  it('fills a message’s placeholders in the caller’s language', () => {
    expect(errorMessage('en', 'TOO_MANY_PHOTOS', { max: 3 })).toBe('You can send up to 3 photos.');
    expect(errorMessage('el', 'PHOTO_TOO_LARGE', { max: 5 })).toBe('Η φωτογραφία είναι πολύ μεγάλη (έως 5 MB).');
  });

  it('answers a code with its message and the catalogue’s status', () => {
    expect(errorBody('en', 'TOO_MANY_REQUESTS')).toEqual({
      message: 'You have sent many requests. Please try again later or call us.',
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
    });
  });
});
