// Baseline for HTTP: a bare node:http server that reads the body, parses the JSON envelope and
// answers a JSON envelope carrying its requestId, with no framework, routing, auth or validation.
// Run as its own process; prints one JSON line {url} when listening.
import { createServer } from 'node:http';
import { exitWithParent } from './childServer.mjs';

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    let envelope;
    try {
      envelope = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      response.writeHead(400, { 'content-type': 'application/json; charset=utf-8' }).end('{"success":false,"message":"bad json","data":"INVALID_PARAMS"}');
      return;
    }
    const body = JSON.stringify({ success: true, message: 'true', data: true, requestId: envelope.requestId });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
  });
});

server.listen(0, '127.0.0.1', () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
});
exitWithParent(() => new Promise((resolve) => server.close(resolve)));
