import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * The production build's files compressed once, ahead of time, as the web server sends them
 * (app/hosting/, docs/decisions/0031): beside each text file its brotli (`.br`, quality 11) and
 * gzip (`.gz`, level 9) copies, which nginx's brotli_static and gzip_static choose by the client's
 * Accept-Encoding. A copy that is not smaller than the file is not written.
 */

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes the `.br` and `.gz` copies of every compressible file under `dir`; returns how many files. */
export async function precompressFolder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const text = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(text, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
          },
        }),
        gzipped(text, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < text.length) await writeFile(`${file}.br`, br);
      if (gz.length < text.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

/**
 * Compresses the production build's folder once everything is in it: after the login page's build
 * (its writeBundle) and the service worker's (vite-plugin-pwa's closeBundle).
 */
export function precompressPlugin(enabled: boolean): Plugin {
  let outDir = '';
  return {
    name: 'pidz-precompress',
    apply: () => enabled,
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async (error) => {
        if (!error) await precompressFolder(outDir);
      },
    },
  };
}
