// Answers every request with the headers it arrived with, as JSON: the upstream of the nginx that speaks the RPC
// dialect, to show which header nginx puts the key in.
//
//   npx tsx e2e/header-echo-server.ts --port 4395
import { createServer } from 'node:http';

const port = Number(process.argv[process.argv.indexOf('--port') + 1] || 4395);

createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ method: request.method, url: request.url, headers: request.headers }));
  });
}).listen(port, '127.0.0.1', () => console.log(`header echo on http://127.0.0.1:${port}`));
