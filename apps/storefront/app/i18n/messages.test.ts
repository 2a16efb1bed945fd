// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@hemma/shop/locales/en.json';
import sv from '@hemma/shop/locales/sv.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** A plural key counts as its base key: `t('header.cartCount', { count })` uses `cartCount_one` and `cartCount_other`. */
const baseKey = (key: string) => key.replace(pluralSuffix, '');

const appDirectory = join(import.meta.dirname, '..');
/** The shop's parts ask for the same keys: the messages are the package's, the app fills them. */
const partsDirectory = join(import.meta.dirname, '../../../../packages/shop/src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return entry === 'testing' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !/\.(test|stories|d)\.tsx?$/.test(entry) ? [path] : [];
  });
}

/**
 * Keys the app code asks for: t('a.b'), t(`a.${x}.c`) as a pattern, i18nKey="a.b", and the values of
 * key records (`{ code: 'a.b', … } as const satisfies Record<…>`, e.g. validationKeys).
 */
function referencedKeys() {
  const literal = new Map<string, string>();
  const patterns: { pattern: RegExp; file: string }[] = [];
  for (const file of [...sourceFiles(appDirectory), ...sourceFiles(partsDirectory)]) {
    const source = readFileSync(file, 'utf8');
    const name = relative(appDirectory, file);
    for (const match of source.matchAll(/\bt\(\s*(['"])([\w.-]+)\1/g))
      literal.set(match[2] ?? '', name);
    for (const match of source.matchAll(/i18nKey=(['"])([\w.-]+)\1/g))
      literal.set(match[2] ?? '', name);
    for (const record of source.matchAll(/=\s*\{([^{}]*)\}\s*as const satisfies Record</g))
      for (const match of (record[1] ?? '').matchAll(/:\s*(['"])([\w.-]+)\1/g))
        literal.set(match[2] ?? '', name);
    for (const match of source.matchAll(/\bt\(\s*`([^`]+)`/g)) {
      const template = match[1] ?? '';
      const source = template
        .split(/\$\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[\\w-]+');
      patterns.push({ pattern: new RegExp(`^${source}$`), file: name });
    }
  }
  return { literal, patterns };
}

/**
 * Texts written ahead for parts still being built (issue 7's lists and forms, the account and
 * checkout messages of spec section 8), as namespaces or keys. An entry whose texts are all in use
 * fails the check below, so the list only shrinks.
 */
const pending = ['languages', 'messages.noProductsMatch'];
const isPending = (key: string) =>
  pending.some((entry) => key === entry || key.startsWith(`${entry}.`));

const enKeys = flatten(en as Tree);
const svKeys = flatten(sv as Tree);

describe('messages', () => {
  it('has every English key in Swedish', () => {
    expect(enKeys.filter((key) => !svKeys.includes(key))).toEqual([]);
  });

  it('has no Swedish key that English lacks', () => {
    expect(svKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('keeps the placeholders of each text in both languages', () => {
    const placeholders = (tree: Tree, key: string) => {
      const value = key
        .split('.')
        .reduce<string | Tree | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          tree,
        );
      return [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    };
    for (const key of enKeys)
      expect({ key, placeholders: placeholders(sv as Tree, key) }).toEqual({
        key,
        placeholders: placeholders(en as Tree, key),
      });
  });

  it('has a text for every key the app code asks for', () => {
    const { literal } = referencedKeys();
    const known = new Set(enKeys.map(baseKey));
    const missing = [...literal]
      .filter(([key]) => !known.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('has no text that nothing asks for, outside the texts of parts still being built', () => {
    const { literal, patterns } = referencedKeys();
    const used = (key: string) =>
      literal.has(baseKey(key)) || patterns.some(({ pattern }) => pattern.test(baseKey(key)));
    expect(enKeys.filter((key) => !isPending(baseKey(key)) && !used(key))).toEqual([]);
  });

  it('lists texts as pending only while some of them are unused', () => {
    const { literal, patterns } = referencedKeys();
    const used = (key: string) =>
      literal.has(baseKey(key)) || patterns.some(({ pattern }) => pattern.test(baseKey(key)));
    const fullyUsed = pending.filter((entry) => {
      const keys = enKeys.filter((key) => baseKey(key) === entry || key.startsWith(`${entry}.`));
      return keys.length === 0 || keys.every(used);
    });
    expect(fullyUsed).toEqual([]);
  });
});
