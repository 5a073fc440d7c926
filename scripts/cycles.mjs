// `npm run cycles`, part of `npm test`: fails on any import cycle among the sources of every
// workspace (DESIGN.md section 6.12), printing each cycle as the chain of files that closes it.
// dpdm reads the imports with TypeScript's parser and resolves them as tsc does. Type-only imports
// count: a cycle of types alone costs nothing at run time, but it still ties the modules into one
// knot, and breaking it (a leaf module for the shared types) is what keeps the layers apart.
// Workspace packages are reached through node_modules and not followed: a cycle between packages
// would first be a cycle of their package.json dependencies.
import dpdm from 'dpdm';

const { parseCircular, parseDependencyTree } = dpdm;

/** Every source the workspaces typecheck, tests and benchmarks included; imports lead to the rest. */
export const SOURCES = [
  'packages/*/src/**/*.{ts,tsx}',
  'apps/*/src/**/*.{ts,tsx}',
  'apps/*/test/**/*.ts',
  'bench/src/**/*.{ts,mjs}',
  'e2e/{src,tests}/**/*.ts',
  'scripts/*.mjs',
];

const started = performance.now();
const tree = await parseDependencyTree(SOURCES, { context: process.cwd() });
const cycles = parseCircular(tree);
const took = `${((performance.now() - started) / 1000).toFixed(1)} s`;
const files = Object.keys(tree).filter((file) => !file.includes('node_modules')).length;

if (cycles.length === 0) {
  console.log(`Import cycles: none among ${files} files (${took}).`);
} else {
  console.log(`Import cycles: ${cycles.length} among ${files} files (${took}). Each line is a chain of imports whose last file imports the first:`);
  for (const cycle of cycles) console.log(`  ${cycle.join(' -> ')}`);
  process.exitCode = 1;
}
