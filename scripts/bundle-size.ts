/**
 * The one definition of the build-level "first-load JavaScript": what the first render needs, the
 * entry chunk plus every chunk it imports statically (directly or through another chunk), and the
 * chunk of the module that renders (`app/src/boot/renderBoot.tsx`, which the entry imports at once,
 * after it has started the reads) with its static imports, gzipped. Other dynamic imports are left
 * out: they load later. Used by the budget test (tests/build/production-bundle.test.ts) and by
 * `npm run bench:web` (scripts/bench-web.ts).
 */
import { gzipSync } from 'node:zlib';

/** What the computation needs of a built chunk; a Rollup/Vite `OutputChunk` fits. */
export interface BundleChunk {
  /** Path of the chunk in the output folder, e.g. `assets/index-w00jSRdk.js`. */
  readonly fileName: string;
  /** Whether the chunk is an entry point of the build. */
  readonly isEntry: boolean;
  /** File names of the chunks it imports statically. */
  readonly imports: readonly string[];
  /** The modules bundled into the chunk. */
  readonly moduleIds: readonly string[];
  /** The chunk's code as written to disk. */
  readonly code: string | Uint8Array;
}

/** One chunk of the first load and its gzipped size. */
export interface ChunkSize {
  readonly fileName: string;
  /** Size in bytes after gzip (node:zlib, default level). */
  readonly gzipBytes: number;
}

/** The first-load JavaScript of a build. */
export interface FirstLoadSize {
  /** The entry chunk, then its static imports in the order they are reached. */
  readonly chunks: readonly ChunkSize[];
  /** Sum of the chunks' gzipped sizes, in bytes. */
  readonly gzipBytes: number;
}

/**
 * Size of some code after gzip, as a server compressing it would send it.
 * @param code the file's text or bytes
 * @returns the gzipped size in bytes (node:zlib, default level)
 */
export function gzipSize(code: string | Uint8Array): number {
  return gzipSync(code).length;
}

/** The module the entry imports at once to render the app. */
const RENDER_MODULE = /app[\\/]src[\\/]boot[\\/]renderBoot\.tsx$/;

/**
 * The chunk that bundles a module matching `module`: a module that a chunk group of the build
 * gathers (app/vite.config.ts) has no chunk of its own, but lives in its group's.
 */
export function chunkWithModule<Chunk extends BundleChunk>(
  chunks: readonly Chunk[],
  module: RegExp,
): Chunk | undefined {
  return chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));
}

/**
 * The chunks that load with some chunks: those, and everything they import statically, transitively.
 * @param chunks every chunk of the build
 * @param starts the chunks to start from
 * @returns the chunks reached, each once, in the order they are reached
 * @throws when a chunk imports a file that is not a chunk of the build
 */
export function staticallyReached<Chunk extends BundleChunk>(
  chunks: readonly Chunk[],
  starts: readonly Chunk[],
): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached: Chunk[] = [];
  const seen = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    reached.push(chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (!imported) throw new Error(`${chunk.fileName} imports ${name}, which is not a chunk.`);
      visit(imported);
    }
  };
  for (const start of starts) visit(start);
  return reached;
}

/**
 * The first-load JavaScript of a build: the (single) entry chunk and the chunk of
 * `app/src/boot/renderBoot.tsx`, plus everything they import statically, transitively, gzipped.
 * @param chunks every chunk of the build (assets other than chunks must be left out)
 * @returns the chunks of the first load and their gzipped total
 * @throws when the build has no entry chunk, or more than one, or no chunk for boot/renderBoot.tsx
 */
export function firstLoadSize(chunks: readonly BundleChunk[]): FirstLoadSize {
  // The portal's build has one entry: the login page is a build of its own (app/loginPageBuild.ts).
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const [entry] = entries;
  if (!entry || entries.length > 1) {
    throw new Error(`Expected one entry chunk, found ${entries.length}.`);
  }
  const render = chunkWithModule(chunks, RENDER_MODULE);
  if (!render) throw new Error('The build has no chunk for app/src/boot/renderBoot.tsx.');
  const sizes = staticallyReached(chunks, [entry, render]).map((chunk) => ({
    fileName: chunk.fileName,
    gzipBytes: gzipSize(chunk.code),
  }));
  return { chunks: sizes, gzipBytes: sizes.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
}

/**
 * Formats a byte count as kibibytes with one decimal, e.g. `109.4`.
 * @param bytes a size in bytes
 * @returns the size in KiB, without unit
 */
export function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
