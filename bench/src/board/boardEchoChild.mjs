// The baseline of bench/board in its own process: boardEcho.mjs with the real board view the
// parent captured (env BOARD_TEMPLATE, JSON). Prints one JSON line {url} when listening; SIGTERM or
// the parent's exit closes it.
import { exitWithParent } from '../rpc/childServer.mjs';
import { startBoardEcho } from './boardEcho.mjs';

const template = JSON.parse(process.env.BOARD_TEMPLATE ?? 'null');
if (!template || !Array.isArray(template.calls)) throw new Error('BOARD_TEMPLATE must hold a board view with its calls');
const echo = await startBoardEcho({ template });
process.stdout.write(`${JSON.stringify({ url: echo.url })}\n`);
exitWithParent(() => echo.close());
