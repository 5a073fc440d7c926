// Runs every benchmark of this workspace and prints a Markdown table for docs/benchmarks.md.
// Usage: npm run bench            (the small, quick size used on developer machines)
//        npm run bench -- --full  (full-size runs, where a benchmark has one)
import { measureAdmission, reportAdmission } from './admission.mjs';
import { formatBoard, measureBoard } from './board.mjs';
import { formatDevices, measureDevices } from './deviceSize.mjs';
import { formatRegistry, measureRegistry } from './registryLists.mjs';
import { formatRpc, measureRpc, rpcErrors } from './rpc/rpcBench.mjs';
import { measureSearch, reportSearch } from './search.mjs';
import { measureSdk } from './sdkSize.mjs';
import { formatSignIn, measureSignIn } from './signin.mjs';
import { measureStaff } from './staffSize.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const { sdk, baseline, vocabulary, budget } = await measureSdk();
console.log('| bundle | min | min+gzip | budget |');
console.log('| --- | ---: | ---: | ---: |');
console.log(`| @abitura/sdk browser entry | ${kb(sdk.minified)} | ${kb(sdk.gzip)} | ${kb(budget)} |`);
console.log(`| @abitura/contracts/vocabulary entry (separate) | ${kb(vocabulary.minified)} | ${kb(vocabulary.gzip)} | |`);
console.log(`| baseline: signals-core + ky alone | ${kb(baseline.minified)} | ${kb(baseline.gzip)} | |`);
if (sdk.gzip > budget) {
  console.error(`over budget by ${kb(sdk.gzip - budget)}`);
  process.exitCode = 1;
}

// The staff app's initial JavaScript (entry + static imports) beside a bare React 19 app, both
// built with the staff app's Vite settings.
console.log('');
const staffSize = await measureStaff();
console.log('| initial JavaScript | files | min | min+gzip | budget |');
console.log('| --- | ---: | ---: | ---: | ---: |');
console.log(`| @abitura/staff (entry + static imports; ${staffSize.staff.lazyChunks} lazy chunks not counted) | ${staffSize.staff.files.length} | ${kb(staffSize.staff.minified)} | ${kb(staffSize.staff.gzip)} | ${kb(staffSize.budget)} |`);
console.log(`| baseline: bare React 19 app (createRoot, one element) | ${staffSize.baseline.files.length} | ${kb(staffSize.baseline.minified)} | ${kb(staffSize.baseline.gzip)} | |`);
if (staffSize.staff.gzip > staffSize.budget) {
  console.error(`staff initial JavaScript over budget by ${kb(staffSize.staff.gzip - staffSize.budget)}`);
  process.exitCode = 1;
}

// The device apps' initial JavaScript (the kiosk, the TV board, each QR page) against 120 KB.
console.log('');
const devices = await measureDevices();
for (const line of formatDevices(devices)) console.log(line);
for (const app of devices.apps.filter((entry) => entry.largest > devices.budget)) {
  console.error(`${app.app} initial JavaScript over budget by ${kb(app.largest - devices.budget)}`);
  process.exitCode = 1;
}

// bench/rpc: the working list's first page through the server over HTTP beside the same SQL
// through the driver, on PostgreSQL and PGlite. A missed target is printed, not failed:
// docs/benchmarks.md records what was measured; a wrong answer fails the command.
console.log('');
const rpc = await measureRpc({ full: process.argv.includes('--full'), log: (line) => console.error(line) });
for (const line of formatRpc(rpc)) console.log(line);
for (const error of rpcErrors(rpc)) {
  console.error(`ERROR ${error}`);
  process.exitCode = 1;
}

// bench/board: an operator's call reaching 20 and 200 TV boards beside a raw ws broadcast, in
// child processes. A missed target is printed, not failed.
console.log('');
const board = await measureBoard({ full: process.argv.includes('--full'), log: (line) => console.error(line) });
for (const line of formatBoard(board)) console.log(line);

// bench/registry: the registry's list actions at demo size 1 (baseline) and 10, in child processes.
console.log('');
const registry = await measureRegistry({ full: process.argv.includes('--full'), log: (line) => console.error(line) });
for (const line of formatRegistry(registry)) console.log(line);

// bench/signin: another user's reads during 40-attempt sign-in bursts beside the same reads
// without one, in a child process.
console.log('');
const signInBursts = await measureSignIn({ full: process.argv.includes('--full'), log: (line) => console.error(line) });
for (const line of formatSignIn(signInBursts)) console.log(line);

// bench/search: the contingent's working list at 200,000 applicants on PostgreSQL and PGlite,
// each query beside itself without indexes, in child processes. Errors (a query matching
// nothing, answers that differ without indexes) fail the command; a missed target is printed.
console.log('');
const search = await measureSearch({ full: process.argv.includes('--full'), log: (line) => console.error(line) });
if (reportSearch(search)) process.exitCode = 1;

// bench/admission: the season's register pages (each beside itself without indexes) and the whole
// validation pass (beside a bare aggregate over the season) at the demo's size, or 10x with
// --full, on PostgreSQL and PGlite in child processes. Errors fail the command; a missed target
// is printed.
console.log('');
const admission = await measureAdmission({ full: process.argv.includes('--full'), log: (line) => console.error(line) });
if (reportAdmission(admission)) process.exitCode = 1;
