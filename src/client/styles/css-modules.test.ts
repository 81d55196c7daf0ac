import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { preprocessCSS, resolveConfig } from 'vite';
import type { ResolvedConfig } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_SIZES } from '@shared/media/image-sizes';

/**
 * Components read CSS module classes by name (`styles.sizeXL`). The build
 * decides which names a module exports (vite.config.ts, localsConvention), so
 * each name a component asks for is checked against what the build really
 * exports: a missing one silently renders an element without its styles.
 */
const CLIENT_DIR = path.resolve('src/client');
const IMPORT = /import\s+(\w+)\s+from\s+'([^']+\.module\.css)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Class names read with a literal name: `styles.name` and `styles['name']`. */
function namesUsed(source: string, binding: string): string[] {
  const dotted = new RegExp(`\\b${binding}\\.(\\w+)`, 'g');
  const bracketed = new RegExp(`\\b${binding}\\[['"]([\\w-]+)['"]\\]`, 'g');
  return [...source.matchAll(dotted), ...source.matchAll(bracketed)].map((match) => match[1]!);
}

/** A module's file, whether imported relatively or by its `@client/` alias. */
function resolveCssModule(importer: string, specifier: string): string {
  return specifier.startsWith('@client/')
    ? path.join(CLIENT_DIR, specifier.slice('@client/'.length))
    : path.resolve(path.dirname(importer), specifier);
}

let config: ResolvedConfig;
const exportsByFile = new Map<string, Promise<Set<string>>>();

function exportedNames(cssFile: string): Promise<Set<string>> {
  let names = exportsByFile.get(cssFile);
  if (!names) {
    names = preprocessCSS(readFileSync(cssFile, 'utf8'), cssFile, config).then(
      (result) => new Set(Object.keys(result.modules ?? {})),
    );
    exportsByFile.set(cssFile, names);
  }
  return names;
}

beforeAll(async () => {
  config = await resolveConfig({ configFile: 'vite.config.ts', logLevel: 'silent' }, 'build');
});

describe('CSS module class names', () => {
  it('every class a component names is exported by its module as the build compiles it', async () => {
    const missing: string[] = [];
    for (const file of sourceFiles(CLIENT_DIR)) {
      const source = readFileSync(file, 'utf8');
      for (const [, binding, specifier] of source.matchAll(IMPORT)) {
        const cssFile = resolveCssModule(file, specifier!);
        const exported = await exportedNames(cssFile);
        for (const name of namesUsed(source, binding!))
          if (!exported.has(name))
            missing.push(`${path.relative(CLIENT_DIR, file)}: ${binding}.${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the avatar has a class for every spec size (the name is built from the size)', async () => {
    const exported = await exportedNames(path.join(CLIENT_DIR, 'ui/avatar/avatar.module.css'));
    const sizes = Object.keys(AVATAR_SIZES);
    expect(sizes.filter((size) => !exported.has(`size${size}`))).toEqual([]);
  });
});
