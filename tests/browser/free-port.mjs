// Prints a TCP port of 127.0.0.1 that is free now: the one asked for if it is, else one the
// system picks. test.sh serves the browser tests on it, so that a busy default port (another
// test run, another server) does not fail the run.
// Usage: node tests/browser/free-port.mjs <preferred port>
import { createServer } from 'node:net';

function listenOn(port) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: got } = server.address();
      server.close(() => resolve(got));
    });
  });
}

const preferred = Number(process.argv[2] || 0);
let port;
try {
  port = await listenOn(preferred);
} catch {
  port = await listenOn(0);
}
console.log(port);
