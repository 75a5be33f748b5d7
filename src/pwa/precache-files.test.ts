import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { essentialFiles, readBuildManifests, type BuildManifests } from './precache-files';

const manifests: BuildManifests = {
  rootMainFiles: ['static/chunks/root-a.js', 'static/chunks/turbopack-b.js'],
  entryJSFiles: {
    '[project]/node_modules/next/dist/client/components/builtin/not-found': ['static/chunks/not-found.js'],
    '[project]/src/app/global-error': ['static/chunks/global-error.js'],
    '[project]/src/app/[locale]/layout': ['static/chunks/layout.js', 'static/chunks/root-a.js'],
    '[project]/src/app/[locale]/(empty)/offline/page': ['static/chunks/layout.js', 'static/chunks/offline.js'],
  },
  entryCSSFiles: {
    '[project]/src/app/[locale]/layout': [{ path: 'static/chunks/app.css' }],
    '[project]/src/app/[locale]/(empty)/offline/page': [],
  },
};

describe('the build files the worker precaches', () => {
  it('are those the page’s HTML loads: the root files and every entry of its manifest, once each', () => {
    expect(essentialFiles(manifests).sort()).toEqual(
      [
        'static/chunks/app.css',
        'static/chunks/global-error.js',
        'static/chunks/layout.js',
        'static/chunks/not-found.js',
        'static/chunks/offline.js',
        'static/chunks/root-a.js',
        'static/chunks/turbopack-b.js',
      ].sort(),
    );
  });
});

describe('reading a build’s manifests', () => {
  let dir: string | undefined;
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

  it('finds the page’s client reference manifest under its route groups', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-files-'));
    fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: manifests.rootMainFiles }));
    const pageDir = path.join(dir, 'server', 'app', '[locale]', '(empty)', 'offline');
    fs.mkdirSync(pageDir, { recursive: true });
    fs.writeFileSync(
      path.join(pageDir, 'page_client-reference-manifest.js'),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[locale]/(empty)/offline/page"] = ${JSON.stringify({ moduleLoading: { prefix: '' }, entryJSFiles: manifests.entryJSFiles, entryCSSFiles: manifests.entryCSSFiles })};`,
    );
    expect(readBuildManifests(dir, '/offline/page')).toEqual(manifests);
  });

  it('refuses a build without the page, rather than a worker that cannot show it offline', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-files-'));
    fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: [] }));
    fs.mkdirSync(path.join(dir, 'server', 'app'), { recursive: true });
    expect(() => readBuildManifests(dir!, '/offline/page')).toThrow(/No client reference manifest/);
  });
});
