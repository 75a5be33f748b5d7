import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/*
 * Which of the build's own files the worker precaches. Not all of them: Serwist's default (every file under
 * `.next/static`, about 2.4 MB, 0.7 MB compressed) would be downloaded by a farmer's phone on its first visit.
 * Only what the offline pages need to show and work: the files their HTML loads. The page that registered the
 * worker has just loaded nearly all of them (every page loads the same root files and boundaries), so the
 * browser's HTTP cache answers (Next serves them immutable) and the network carries little more than the two
 * offline pages. Every other build file is kept when a page first loads it (cache first), so a product page seen
 * online opens offline with its files.
 */

/** The parts of Next's manifests the selection reads: `build-manifest.json` and a page's client reference manifest. */
export type BuildManifests = {
  rootMainFiles: string[];
  entryJSFiles: Record<string, string[]>;
  entryCSSFiles: Record<string, { path: string }[]>;
};

/**
 * The files (relative to the build directory, `static/…`) a page's HTML loads: those of every page (`rootMainFiles`)
 * and every entry of its client reference manifest (its layouts and page, and the error and not-found boundaries
 * Next loads with them).
 */
export function essentialFiles(manifests: BuildManifests): string[] {
  const files = new Set(manifests.rootMainFiles);
  for (const entry of Object.values(manifests.entryJSFiles)) for (const file of entry) files.add(file);
  for (const entry of Object.values(manifests.entryCSSFiles)) for (const { path: file } of entry) files.add(file);
  return [...files].filter((file) => file.startsWith('static/'));
}

function findFile(directory: string, name: string, under: RegExp): string | undefined {
  for (const entry of fs.readdirSync(/*turbopackIgnore: true*/ directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      const found = findFile(full, name, under);
      if (found) return found;
    } else if (entry.name === name && under.test(full)) return full;
  }
  return undefined;
}

/** Reads the manifests of a finished build (`distDir`, e.g. `.next`) for the page whose route ends in `page`. */
export function readBuildManifests(distDir: string, page: string): BuildManifests {
  const { rootMainFiles } = JSON.parse(
    fs.readFileSync(/*turbopackIgnore: true*/ path.join(distDir, 'build-manifest.json'), 'utf8'),
  ) as {
    rootMainFiles: string[];
  };
  const file = findFile(
    path.join(distDir, 'server', 'app'),
    'page_client-reference-manifest.js',
    new RegExp(`${page.replace(/[/\\]/g, '[/\\\\]')}_client-reference-manifest\\.js$`),
  );
  if (!file) throw new Error(`No client reference manifest for ${page} in ${distDir}: the worker cannot precache it`);
  // The manifest is a script that sets `globalThis.__RSC_MANIFEST[route]`.
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, BuildManifests> } = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8'), sandbox);
  const [manifest] = Object.values(sandbox.__RSC_MANIFEST ?? {});
  if (!manifest) throw new Error(`Unreadable client reference manifest ${file}`);
  return { rootMainFiles, entryJSFiles: manifest.entryJSFiles, entryCSSFiles: manifest.entryCSSFiles };
}
