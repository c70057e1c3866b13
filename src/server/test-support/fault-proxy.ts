import net from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'blackhole';

type Pair = { client: net.Socket; upstream: net.Socket | null };

/**
 * A TCP proxy in front of a real server (PostgreSQL, Redis) that a fault test can break:
 * - refuse: open connections are reset and new ones refused (the port stops listening), as when
 *   the server restarts;
 * - blackhole: nothing passes either way and new connections get no answer, as when the network
 *   drops packets; what was sent waits in the socket buffers;
 * - forward: traffic flows again (held connections resume, as after a healed partition).
 */
export class FaultProxy {
  private server: net.Server | null = null;
  private readonly pairs = new Set<Pair>();
  private current: ProxyMode = 'forward';
  port = 0;

  constructor(
    private readonly targetPort: number,
    private readonly targetHost = '127.0.0.1',
  ) {}

  get mode(): ProxyMode {
    return this.current;
  }

  async start(): Promise<void> {
    await this.listen();
  }

  private listen(): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  private accept(client: net.Socket): void {
    const pair: Pair = { client, upstream: null };
    this.pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pair.upstream?.destroy();
      this.pairs.delete(pair);
    });
    if (this.current === 'blackhole') {
      client.pause();
      return;
    }
    this.connectUpstream(pair);
  }

  private connectUpstream(pair: Pair): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    pair.upstream = upstream;
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
    pair.client.resume();
  }

  async setMode(mode: ProxyMode): Promise<void> {
    const previous = this.current;
    this.current = mode;
    if (mode === 'refuse') {
      for (const pair of this.pairs) {
        pair.client.resetAndDestroy();
        pair.upstream?.destroy();
      }
      this.pairs.clear();
      const server = this.server;
      this.server = null;
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
      return;
    }
    if (previous === 'refuse' && !this.server) await this.listen();
    for (const pair of this.pairs) {
      if (mode === 'blackhole') {
        pair.client.pause();
        pair.upstream?.pause();
      } else if (pair.upstream) {
        pair.client.resume();
        pair.upstream.resume();
      } else {
        this.connectUpstream(pair);
      }
    }
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    this.pairs.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
