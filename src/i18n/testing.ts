import fs from 'node:fs';
import path from 'node:path';
import { messageBundles, type NamespaceBundle } from './message-bundles';

/**
 * What the source says about messages, read statically: which namespaces each client component uses (with
 * everything it imports), and which namespaces each server module hands to the browser through `<ClientMessages>`.
 * The messages test walks every page with it, so a client component can never render without its texts.
 */

const srcDir = path.resolve('src');
const extensions = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

export interface SourceModule {
  file: string;
  client: boolean;
  /** The project's modules it imports, statically or when first needed. */
  imports: string[];
  /** The project's modules it imports statically: they load with it. */
  staticImports: string[];
  /** Its static imports of packages, as `<what> from <package>` ('Image from next/image'). */
  packages: string[];
  /** Namespaces this file's own `useTranslations` calls read ('' for the whole file). */
  uses: string[];
  /** Namespaces this file sends through `<ClientMessages namespaces={[...]}>`. */
  sends: string[];
  /** Namespaces of the bundles this client file loads for what it renders (`<LazyMessages bundle="cart">`). */
  provides: string[];
}

const moduleCache = new Map<string, SourceModule | null>();

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (/\.(tsx?|css|json)$/.test(base)) return fs.existsSync(base) && /\.tsx?$/.test(base) ? base : null;
  for (const extension of extensions) if (fs.existsSync(base + extension)) return base + extension;
  return null;
}

function stringsIn(list: string): string[] {
  return [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

export function sourceModule(file: string): SourceModule | null {
  if (moduleCache.has(file)) return moduleCache.get(file)!;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  // Type-only imports bring no code along.
  const statements = text ? [...text.matchAll(/^(?:import|export)(?!\s+type\b)([^'"]*?)from\s+'([^']+)'/gm)] : [];
  const resolved = (specifiers: string[]) =>
    specifiers.map((specifier) => resolveImport(file, specifier)).filter((found): found is string => found !== null);
  const staticImports = resolved(statements.map((match) => match[2]!));
  const parsed: SourceModule | null = text
    ? {
        file,
        client: /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(text),
        imports: [
          ...staticImports,
          // Components loaded when first needed still render under this page's messages.
          ...resolved([...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]!)),
        ],
        staticImports,
        packages: statements
          .filter((match) => !/^(\.|@\/)/.test(match[2]!))
          .map((match) => `${match[1]!.trim()} from ${match[2]}`),
        uses: [...text.matchAll(/useTranslations\(\s*(?:'([^']*)')?\s*\)/g)].map((match) => match[1] ?? ''),
        sends: [...text.matchAll(/<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/g)].flatMap((match) =>
          stringsIn(match[1]!),
        ),
        provides: [...text.matchAll(/<LazyMessages\s+bundle="([^"]+)"/g)].flatMap(
          (match) => messageBundles[match[1] as NamespaceBundle] ?? [],
        ),
      }
    : null;
  moduleCache.set(file, parsed);
  return parsed;
}

/**
 * Every namespace a client module needs from its page, with the modules it imports: what it reads, less what the
 * bundles it loads itself bring.
 */
export function clientNamespaces(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = sourceModule(file);
  if (!source) return found;
  const add = (namespace: string) => {
    if (!covers(source.provides, namespace)) found.add(namespace);
  };
  source.uses.forEach(add);
  for (const imported of source.imports) clientNamespaces(imported, seen).forEach(add);
  return found;
}

/** A namespace is covered when it, or a namespace above it, is sent ('checkout' covers 'checkout.card'). */
export function covers(sent: Iterable<string>, needed: string): boolean {
  for (const namespace of sent) if (needed === namespace || needed.startsWith(`${namespace}.`)) return true;
  return false;
}

export interface MissingMessages {
  clientModule: string;
  importedBy: string;
  missing: string[];
}

/**
 * Walks the server modules of a page (its layouts first), carrying what has been sent on the way down, and returns
 * every client module whose namespaces were not sent above it.
 */
export function missingMessages(entryFiles: string[]): MissingMessages[] {
  const problems: MissingMessages[] = [];
  const visited = new Set<string>();
  function walk(file: string, sent: string[]) {
    const source = sourceModule(file);
    if (!source) return;
    const sentHere = [...sent, ...source.sends];
    const key = `${file}|${[...new Set(sentHere)].sort().join(',')}`;
    if (visited.has(key)) return;
    visited.add(key);
    for (const imported of source.imports) {
      const child = sourceModule(imported);
      if (!child) continue;
      if (!child.client) {
        walk(imported, sentHere);
        continue;
      }
      const missing = [...clientNamespaces(imported)].filter((namespace) => !covers(sentHere, namespace));
      if (missing.length > 0)
        problems.push({
          clientModule: path.relative(srcDir, imported),
          importedBy: path.relative(srcDir, file),
          missing,
        });
    }
  }
  const sentByLayouts: string[] = [];
  for (const file of entryFiles) {
    if (sourceModule(file)?.client) {
      // An error page is itself a client component, under its layouts' messages only.
      const missing = [...clientNamespaces(file)].filter((namespace) => !covers(sentByLayouts, namespace));
      if (missing.length > 0)
        problems.push({ clientModule: path.relative(srcDir, file), importedBy: '(route)', missing });
    }
    walk(file, sentByLayouts);
    sentByLayouts.push(...serverSends(file));
  }
  return problems;
}

/**
 * What a layout sends around its children: its own `<ClientMessages>` and those of the server components it
 * renders (ShopChrome wraps the shop's pages in the header's and cart's messages).
 */
function serverSends(file: string, seen = new Set<string>()): string[] {
  const source = sourceModule(file);
  if (!source || source.client || seen.has(file)) return [];
  seen.add(file);
  return [...source.sends, ...source.imports.flatMap((imported) => serverSends(imported, seen))];
}

/** A page with the layouts above it, root first: what Next renders for that route. */
export function pageWithLayouts(pageFile: string): string[] {
  const files = [pageFile];
  let dir = path.dirname(pageFile);
  while (dir.startsWith(path.join(srcDir, 'app'))) {
    const layout = path.join(dir, 'layout.tsx');
    if (fs.existsSync(layout)) files.unshift(layout);
    dir = path.dirname(dir);
  }
  return files;
}

export function allPages(): string[] {
  return fs
    .readdirSync(path.join(srcDir, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)(page|not-found|error)\.tsx$/.test(file))
    .map((file) => path.join(srcDir, 'app', file));
}

/** Every source file of the shop's (not the tests'). */
export function allSourceFiles(): string[] {
  return fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(srcDir, file));
}
