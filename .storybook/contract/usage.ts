/**
 * Which screens use each method, read from the app's code when Storybook is built: a file of a
 * feature (app/src/features/<feature>) that names a method by its short name
 * (`'calendar:getAvailability'`, as `rpcQuery`/`useRpcMutation` take it) uses it; so does every
 * feature that imports an entity (app/src/entities) or a shell module that names it. Tests and
 * stories do not count. Served to the Contract pages as the module `virtual:contract-usage`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Where a method is used: the feature (or `shell`) and the files that name it, or the entity. */
export interface MethodUse {
  area: string;
  via: string[];
}

/** Short method name (`calendar:getAvailability`) → its uses, areas in alphabetical order. */
export type UsageIndex = Record<string, MethodUse[]>;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

/** The area of an app file: its feature, `shell`, or undefined (lib, entities, start-up). */
function areaOf(file: string): string | undefined {
  const [top, name] = file.split('/');
  if (top === 'features') return name;
  return top === 'shell' ? 'shell' : undefined;
}

/** The usage index of the methods named `methods` (short names) in the app's sources at `appSrc`. */
export function usageIndex(appSrc: string, methods: readonly string[]): UsageIndex {
  const files = sourceFiles(appSrc).map((path) => ({
    file: relative(appSrc, path).split(sep).join('/'),
    text: readFileSync(path, 'utf8'),
  }));
  const index: UsageIndex = {};
  for (const method of methods) {
    const uses = new Map<string, Set<string>>();
    const add = (area: string, via: string) =>
      uses.set(area, (uses.get(area) ?? new Set()).add(via));
    for (const { file } of files.filter(({ text }) => text.includes(`'${method}'`))) {
      const area = areaOf(file);
      if (area) add(area, file);
      else if (file.startsWith('entities/')) {
        const entity = file.replace(/\.tsx?$/, '');
        const importers = files.filter(({ text: other }) => other.includes(`${entity}'`));
        for (const importer of importers) {
          const importerArea = areaOf(importer.file);
          if (importerArea) add(importerArea, entity);
        }
      }
    }
    index[method] = [...uses.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([area, via]) => ({ area, via: [...via].sort() }));
  }
  return index;
}

const VIRTUAL_ID = 'virtual:contract-usage';

/** The Vite plugin that serves the index, built from the app's code of the moment. */
export function contractUsagePlugin(appSrc: string, methods: readonly string[]): Plugin {
  return {
    name: 'pidz-contract-usage',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      return `export default ${JSON.stringify(usageIndex(appSrc, methods))};`;
    },
  };
}
