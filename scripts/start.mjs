// `npm start`: brings up Abitura. The action server (apps/server) is built by the next issue;
// until it lands this says so plainly instead of pretending to start something.
import { existsSync } from 'node:fs';

if (!existsSync('apps/server/package.json')) {
  console.log('Abitura: the action server (apps/server) is not in this checkout yet; it arrives with the next issue.');
  console.log('What works today: `npm test` runs the typecheck, the linter and every test of the SDK.');
  process.exit(0);
}
const { spawnSync } = await import('node:child_process');
process.exit(spawnSync('npm', ['start', '-w', '@abitura/server'], { stdio: 'inherit' }).status ?? 1);
