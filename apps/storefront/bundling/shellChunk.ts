import type { Plugin } from 'vite';

/** What the chunking pass tells about a module (rolldown's ModuleInfo, the fields used here). */
export interface ModuleFacts {
  code: string | null;
  importedIds: readonly string[];
  exports: readonly string[];
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleFacts | null;
}

/** The names a module takes from one of its sources; `all` for a namespace, side-effect or star import. */
type Taken = ReadonlySet<string> | 'all';

interface Edge {
  source: string;
  taken: Taken;
}

const importDeclaration =
  /\bimport\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s*as\s+[\w$]+)?\s*(?:from\s*)?(["'])([^"']+)\3/g;
const reexportDeclaration =
  /\bexport\s*(?:\{([^}]*)\}|\*(?:\s*as\s+([\w$]+))?)\s*from\s*(["'])([^"']+)\3/g;
const comments = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** `a, b as c` as [a, a] and [b, c]: each binding's name in the other module and here. */
function bindingNames(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter(([first]) => first)
    .map(([first, second]) => [first!, second ?? first!]);
}

/** The module's static imports, each with the names it takes. */
export function importsOf(code: string): Edge[] {
  const edges: Edge[] = [];
  for (const match of code.replace(comments, '').matchAll(importDeclaration)) {
    const [whole, defaultName, named, , source] = match;
    const namespace = /\*\s*as\s/.test(whole);
    const names = new Set<string>();
    if (defaultName) names.add('default');
    for (const [imported] of bindingNames(named ?? '')) names.add(imported);
    edges.push({ source: source!, taken: namespace || names.size === 0 ? 'all' : names });
  }
  return edges;
}

/** The module's re-exports: which of its names come from which source, and under which name there. */
export function reexportsOf(
  code: string,
): { source: string; names: Map<string, string> | 'star' | string }[] {
  return [...code.replace(comments, '').matchAll(reexportDeclaration)].map((match) => {
    const [, named, namespaceName, , source] = match;
    if (named !== undefined)
      return {
        source: source!,
        names: new Map(bindingNames(named).map(([inner, outer]) => [outer, inner])),
      };
    return { source: source!, names: namespaceName ?? 'star' };
  });
}

/**
 * A module that only passes on other modules' exports (an index file; a constant of its own is
 * allowed, as in Apollo's): following it costs nothing. A module misread either way only moves
 * code between the shell chunk and the others; the bundle budgets catch a shell that grows.
 */
export function isBarrel(code: string | null): boolean {
  if (!code) return false;
  const own = code.replace(comments, '');
  const withoutReexports = own.replace(reexportDeclaration, '');
  if (withoutReexports === own) return false;
  return !/\bimport\b/.test(withoutReexports.replace(/\bimport\s*(["'])[^"']+\1\s*;?/g, ''));
}

/**
 * The modules a set of entries runs when they load, following each import to the module that
 * defines the names it takes (through index files that only re-export, which would otherwise
 * pull in every module they list).
 */
export function staticClosure(
  entries: readonly string[],
  graph: ModuleGraph,
  resolved: (importer: string, source: string) => string | undefined,
): Set<string> {
  const closure = new Set<string>();
  const passedThrough = new Set<string>();

  const follow = (id: string, taken: Taken) => {
    const facts = graph.getModuleInfo(id);
    if (!facts) return;
    if (!isBarrel(facts.code)) {
      // A star re-export passes every name on to each of its sources; only the one defining it counts.
      if (taken !== 'all' && !facts.exports.some((name) => taken.has(name))) return;
      return visit(id);
    }
    const key = `${id}\u0000${taken === 'all' ? '*' : [...taken].sort().join(',')}`;
    if (passedThrough.has(key)) return;
    passedThrough.add(key);
    for (const { source, names } of reexportsOf(facts.code ?? '')) {
      const target = resolved(id, source);
      if (!target) continue;
      if (names === 'star') follow(target, taken);
      else if (typeof names === 'string') {
        if (taken === 'all' || taken.has(names)) follow(target, 'all');
      } else {
        const inner = [...names].filter(([outer]) => taken === 'all' || taken.has(outer));
        if (inner.length) follow(target, new Set(inner.map(([, name]) => name)));
      }
    }
    for (const { source } of importsOf(facts.code ?? '')) {
      const target = resolved(id, source);
      if (target) follow(target, 'all');
    }
  };

  const visit = (id: string) => {
    if (closure.has(id)) return;
    const facts = graph.getModuleInfo(id);
    if (!facts) return;
    closure.add(id);
    const reached = new Set<string>();
    const edges = [
      ...importsOf(facts.code ?? ''),
      ...reexportsOf(facts.code ?? '').map(({ source, names }) => ({
        source,
        taken: typeof names === 'string' ? ('all' as const) : new Set(names.values()),
      })),
    ];
    for (const { source, taken } of edges) {
      const target = resolved(id, source);
      if (!target) continue;
      reached.add(target);
      follow(target, taken);
    }
    // Imports the code does not spell out (added by a plugin after parsing) are followed whole.
    for (const dependency of facts.importedIds)
      if (!reached.has(dependency)) follow(dependency, 'all');
  };

  for (const entry of entries) visit(entry);
  return closure;
}

/**
 * Puts the modules every page loads into two chunks instead of the ~55 small ones the bundler
 * makes by default: `framework` (React and React Router, which change rarely) and `shell` (what
 * the client entry and the root route run). A page then loads its route's own chunks beside those
 * two. Many small chunks compress worse: the product page's 57 chunks came to 15 KB gzipped more
 * than the same code in one file. Only the browser's build is grouped.
 */
export function shellChunks({
  entries,
  framework,
}: {
  /** Module ids of the client entry and the root route module. */
  entries: readonly string[];
  framework: RegExp;
}): Plugin {
  const resolutions = new Map<string, string>();
  const resolutionKey = (importer: string, source: string) => `${importer}\u0000${source}`;
  let shell: Set<string> | undefined;

  const chunkName = (id: string, graph: ModuleGraph): string | null => {
    if (framework.test(id)) return 'framework';
    shell ??= staticClosure(entries, graph, (importer, source) =>
      resolutions.get(resolutionKey(importer, source)),
    );
    // The entries keep chunks of their own: the client entry hydrates when it runs, which has to
    // wait until the document's route modules are registered, not happen as the root route loads.
    return shell.has(id) && !entries.includes(id) ? 'shell' : null;
  };

  return {
    name: 'hemma:shell-chunks',
    apply: 'build',
    // Each build finds its own shell (a watch build's second pass sees a changed module graph).
    buildStart() {
      if (this.environment.name !== 'client') return;
      resolutions.clear();
      shell = undefined;
    },
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: { rollupOptions: { output: { codeSplitting: { groups: [{ name: chunkName }] } } } },
      };
    },
    // Records where each import led, so the chunking pass can follow names to their modules.
    resolveId: {
      order: 'pre',
      async handler(source, importer, options) {
        if (!importer || this.environment.name !== 'client') return null;
        const result = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (result && !result.external) resolutions.set(resolutionKey(importer, source), result.id);
        return result;
      },
    },
  };
}
