import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import el from '../../messages/el.json';
import en from '../../messages/en.json';
import { backOfficeErrorCodes, errorCodes, isErrorCode, type ErrorCode } from './error-codes';

const codes = Object.keys(errorCodes) as ErrorCode[];
const files = { el: el.errors as Record<string, string>, en: en.errors as Record<string, string> };

describe('the catalogue of error codes', () => {
  it.each(Object.entries(files))('every code has its message at errors.<CODE> in %s', (_, messages) => {
    expect(codes.filter((code) => !/\S/.test(messages[code] ?? ''))).toEqual([]);
  });

  it.each(Object.entries(files))('every UPPER_SNAKE message under errors in %s has a code', (_, messages) => {
    const keys = Object.keys(messages).filter((key) => /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(key));
    expect(keys.filter((key) => !isErrorCode(key))).toEqual([]);
  });

  it('no code is spelt otherwise: UPPER_SNAKE only', () => {
    expect(codes.filter((code) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(code))).toEqual([]);
  });

  it.each(codes)('%s answers with an HTTP error status', (code) => {
    const status = errorCodes[code];
    expect(Number.isInteger(status) && status >= 400 && status <= 599).toBe(true);
  });

  it('leaves out of the storefront only codes that no storefront answer or component names', () => {
    // The browser's API types (every operation's error enums) and the storefront's own code; the back office's
    // components and pages live under staff/.
    const storefrontFiles = ['src/api-client', 'src/components', 'src/hooks', 'src/stores', 'src/app']
      .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)))
      .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)staff(\/|$)|\.test\./.test(file));
    const named = backOfficeErrorCodes.filter((code) =>
      storefrontFiles.some((file) => fs.readFileSync(file, 'utf8').includes(`'${code}'`)),
    );
    expect(storefrontFiles.length).toBeGreaterThan(100);
    expect(named).toEqual([]);
  });

  it('knows its own codes only', () => {
    expect(isErrorCode('OUT_OF_STOCK')).toBe(true);
    expect(isErrorCode('out_of_stock')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
