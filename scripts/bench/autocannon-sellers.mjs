// Runs autocannon in its own process (as load.ts does) with its connections shared out among
// several signed-in sellers, round robin: the job (url, connections, duration, method, headers,
// body, cookies) is the JSON in argv[2]; the result is printed as autocannon's --json prints it.
import autocannon from 'autocannon';

const job = JSON.parse(process.argv[2]);
let next = 0;
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  method: job.method,
  headers: job.headers,
  body: job.body,
  setupClient: (client) => {
    client.setHeaders({ ...job.headers, cookie: job.cookies[next % job.cookies.length] });
    next += 1;
  },
});
process.stdout.write(JSON.stringify(result));
