// Measures the browser bundle of an entry: esbuild, minified, ESM, browser platform, gzip level 9.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/**
 * @param {{ entry?: string; stdin?: string; resolveDir?: string }} input an entry file, or source text
 * @returns {Promise<{ minified: number; gzip: number; inputs: string[] }>}
 */
export async function measureBundle({ entry, stdin, resolveDir }) {
  const result = await build({
    ...(entry ? { entryPoints: [entry] } : { stdin: { contents: stdin, resolveDir, loader: 'ts' } }),
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@abitura/source'],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, inputs: Object.keys(result.metafile.inputs) };
}
