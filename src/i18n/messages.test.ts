import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import el from '../../messages/el.json';
import en from '../../messages/en.json';

type Tree = { [key: string]: string | Tree };

/** Every message of a file by its dotted key, as next-intl looks it up. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') messages.set(path, value);
    else for (const [nested, message] of flatten(value, path)) messages.set(nested, message);
  }
  return messages;
}

const kinds: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** The arguments (and rich-text tags) a message needs from its caller, as `name: kind`, sorted. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      const kind = kinds[element.type];
      if (kind && 'value' in element) found.add(`${element.value}: ${kind}`);
      if ('options' in element) for (const option of Object.values(element.options)) visit(option.value);
      if ('children' in element) visit(element.children);
    }
  };
  try {
    visit(parse(message));
  } catch {
    return ['(not valid ICU)'];
  }
  return [...found].sort();
}

const files = { el: flatten(el), en: flatten(en) };

describe('the message files', () => {
  it.each([
    ['el', 'en'],
    ['en', 'el'],
  ] as const)('every key of %s is in %s', (from, to) => {
    const missing = [...files[from].keys()].filter((key) => !files[to].has(key));
    expect(missing, `keys of messages/${from}.json missing from messages/${to}.json`).toEqual([]);
  });

  it.each(Object.keys(files) as (keyof typeof files)[])('every message of %s is valid ICU', (locale) => {
    const invalid = [...files[locale]].flatMap(([key, message]) => {
      try {
        parse(message);
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(invalid).toEqual([]);
  });

  it('a message takes the same arguments in both languages', () => {
    const differences = [...files.el].flatMap(([key, greek]) => {
      const english = files.en.get(key);
      if (english === undefined) return [];
      const [elArguments, enArguments] = [argumentsOf(greek), argumentsOf(english)];
      return elArguments.join() === enArguments.join() ? [] : [{ key, el: elArguments, en: enArguments }];
    });
    expect(differences).toEqual([]);
  });
});
