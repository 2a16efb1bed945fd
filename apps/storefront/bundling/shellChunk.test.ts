// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  importsOf,
  isBarrel,
  reexportsOf,
  shellChunks,
  staticClosure,
  type ModuleFacts,
} from './shellChunk';

/** A module graph written as files: each module's code, its exports and where its imports lead. */
function graphOf(files: Record<string, { code: string; exports?: string[] }>) {
  const resolve = (importer: string, source: string) => {
    const base = importer.split('/').slice(0, -1);
    for (const part of source.split('/')) {
      if (part === '..') base.pop();
      else if (part !== '.') base.push(part);
    }
    const path = source.startsWith('.') ? base.join('/') : source;
    return [path, `${path}.ts`, `${path}/index.ts`].find((candidate) => candidate in files);
  };
  const info = (id: string): ModuleFacts | null => {
    const file = files[id];
    if (!file) return null;
    const sources = [...importsOf(file.code), ...reexportsOf(file.code)].map(({ source }) =>
      resolve(id, source),
    );
    return {
      code: file.code,
      exports: file.exports ?? [],
      importedIds: sources.filter((target): target is string => target !== undefined),
    };
  };
  return { graph: { getModuleInfo: info }, resolve };
}

describe('importsOf and reexportsOf', () => {
  it('reads the names a module takes and passes on, as the bundler prints them', () => {
    const code = [
      'import Default, { a, b as c } from "./x";',
      'import * as all from "./y";',
      'import "./z.css";',
      'export { d as e, f } from "./w";',
      'export * from "./v";',
      'export * as ns from "./u";',
      'const lazy = () => import("./lazy");',
    ].join('\n');
    expect(importsOf(code)).toEqual([
      { source: './x', taken: new Set(['default', 'a', 'b']) },
      { source: './y', taken: 'all' },
      { source: './z.css', taken: 'all' },
    ]);
    expect(reexportsOf(code)).toEqual([
      {
        source: './w',
        names: new Map([
          ['e', 'd'],
          ['f', 'f'],
        ]),
      },
      { source: './v', names: 'star' },
      { source: './u', names: 'ns' },
    ]);
  });

  it('tells an index file that only re-exports from a module with code of its own', () => {
    expect(isBarrel('export * from "./a";\nexport { b } from "./b";\n//# sourceMappingURL=x')).toBe(
      true,
    );
    expect(isBarrel('import "./globals";\nexport { c } from "./c";\nexport const v = "1";')).toBe(
      true,
    );
    expect(isBarrel('import { a } from "./a";\nexport const b = a + 1;')).toBe(false);
    expect(isBarrel('export const alone = 1;')).toBe(false);
    expect(isBarrel('import "./globals";\nexport const alone = 1;')).toBe(false);
    expect(isBarrel(null)).toBe(false);
  });
});

describe('staticClosure', () => {
  const { graph, resolve } = graphOf({
    'app/entry.ts': { code: 'import { Header } from "ui";\nimport "./start.ts";' },
    'app/start.ts': { code: 'import { format } from "./format.ts";', exports: [] },
    'app/format.ts': { code: 'export const format = 1;', exports: ['format'] },
    'app/lazy.ts': { code: 'import { Popover } from "ui";', exports: [] },
    ui: { code: 'export * from "./ui/header";\nexport { Flags as Popover } from "./ui/popover";' },
    'ui/header/index.ts': { code: 'export { Header } from "./Header.ts";' },
    'ui/header/Header.ts': { code: 'import { icon } from "../icons.ts";', exports: ['Header'] },
    'ui/icons.ts': { code: 'export const icon = 1;', exports: ['icon'] },
    'ui/popover/index.ts': { code: 'export { Flags } from "./Flags.ts";' },
    'ui/popover/Flags.ts': { code: 'import { map } from "./map.ts";', exports: ['Flags'] },
    'ui/popover/map.ts': { code: 'export const map = {};', exports: ['map'] },
  });

  it('follows each name through index files to the module defining it, and no further', () => {
    expect([...staticClosure(['app/entry.ts'], graph, resolve)].sort()).toEqual([
      'app/entry.ts',
      'app/format.ts',
      'app/start.ts',
      'ui/header/Header.ts',
      'ui/icons.ts',
    ]);
  });

  it('follows a renamed re-export to the module behind it', () => {
    expect([...staticClosure(['app/lazy.ts'], graph, resolve)].sort()).toEqual([
      'app/lazy.ts',
      'ui/popover/Flags.ts',
      'ui/popover/map.ts',
    ]);
  });

  it('skips the sources of a star re-export that do not define the name asked for', () => {
    const { graph: starGraph, resolve: starResolve } = graphOf({
      entry: { code: 'import { used } from "lib";' },
      lib: { code: 'export * from "./lib/used.ts";\nexport * from "./lib/unused.ts";' },
      'lib/used.ts': { code: 'export const used = 1;', exports: ['used'] },
      'lib/unused.ts': { code: 'import "heavy";\nexport const unused = 2;', exports: ['unused'] },
      heavy: { code: 'export const heavy = 3;', exports: ['heavy'] },
    });
    expect([...staticClosure(['entry'], starGraph, starResolve)].sort()).toEqual([
      'entry',
      'lib/used.ts',
    ]);
  });
});

type Namer = (id: string, graph: unknown) => string | null;

describe('shellChunks', () => {
  const entry = 'app/entry.client.tsx';
  const root = 'app/root.tsx?route';
  const { graph } = graphOf({
    [entry]: { code: 'import { shared } from "./shared.ts";' },
    [root]: { code: 'import { shared } from "./shared.ts";\nimport "react";' },
    'app/shared.ts': { code: 'export const shared = 1;', exports: ['shared'] },
    'app/lazy.ts': { code: 'export const lazy = 1;', exports: ['lazy'] },
    react: { code: 'export const react = 1;', exports: ['react'] },
  });

  /** The chunk name the plugin gives the browser build for each module. */
  function chunkNamer() {
    const plugin = shellChunks({ entries: [entry, root], framework: /^react$/ });
    const configure = plugin.configEnvironment as (name: string) => {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: { groups: { name: Namer }[] };
          };
        };
      };
    } | void;
    expect(configure('ssr')).toBeUndefined();
    const name = configure('client')!.build.rollupOptions.output.codeSplitting.groups[0]!.name;
    return (id: string) => name(id, graph);
  }

  it("groups the framework and the entries' closure, and leaves the entries and lazy code alone", () => {
    const chunkOf = chunkNamer();
    expect(chunkOf('react')).toBe('framework');
    expect(chunkOf('app/shared.ts')).toBe('shell');
    expect(chunkOf('app/lazy.ts')).toBeNull();
    // The client entry hydrates when it runs: in the shell it would run as the root route loads,
    // before the document registers the route modules.
    expect(chunkOf(entry)).toBeNull();
    expect(chunkOf(root)).toBeNull();
  });

  it('finds the shell again for each build', () => {
    const plugin = shellChunks({ entries: [entry], framework: /^react$/ });
    const configure = plugin.configEnvironment as (name: string) => {
      build: { rollupOptions: { output: { codeSplitting: { groups: { name: Namer }[] } } } };
    };
    const name = configure('client').build.rollupOptions.output.codeSplitting.groups[0]!.name;
    const buildStart = plugin.buildStart as (this: { environment: { name: string } }) => void;
    buildStart.call({ environment: { name: 'client' } });
    expect(name('app/shared.ts', graph)).toBe('shell');
    const { graph: changed } = graphOf({
      [entry]: { code: 'import { lazy } from "./lazy.ts";' },
      'app/lazy.ts': { code: 'export const lazy = 1;', exports: ['lazy'] },
      'app/shared.ts': { code: 'export const shared = 1;', exports: ['shared'] },
    });
    buildStart.call({ environment: { name: 'client' } });
    expect(name('app/shared.ts', changed)).toBeNull();
    expect(name('app/lazy.ts', changed)).toBe('shell');
  });
});
