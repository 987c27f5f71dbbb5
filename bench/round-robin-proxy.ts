import http from 'node:http';

// A loopback load balancer for the scale-out benchmark (bench/submissions.ts): each request goes
// to the next of TARGETS in turn, over kept-alive connections. Deliberately no retries: a
// request that fails upstream fails for the client, which retries with the same idempotency key.
const targets = process.env.TARGETS!.split(',').map((target) => new URL(target));
const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
let next = 0;

http
  .createServer((request, response) => {
    const target = targets[next++ % targets.length]!;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
