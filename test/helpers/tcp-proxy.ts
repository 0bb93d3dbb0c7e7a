import net from 'node:net';

// A TCP proxy the test controls, standing between the server and a database so that an outage
// can be simulated without touching the shared database itself.
//
//   cut('refuse')    destroys every live connection and stops listening: new connections get ECONNREFUSED.
//   cut('blackhole') destroys every live connection; new connections are accepted and never answered.
//   restore()        forwards again.

export type CutMode = 'refuse' | 'blackhole';

export interface TcpProxy {
  readonly port: number;
  /** Connections forwarded since the start. */
  readonly forwarded: number;
  cut(mode: CutMode): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(options: {
  port: number;
  targetHost: string;
  targetPort: number;
}): Promise<TcpProxy> {
  let state: 'up' | CutMode = 'up';
  let forwarded = 0;
  const live = new Set<net.Socket>();
  const held = new Set<net.Socket>();

  const track = (set: Set<net.Socket>, socket: net.Socket) => {
    set.add(socket);
    socket.on('close', () => set.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    if (state === 'blackhole') {
      track(held, client);
      return;
    }
    if (state === 'refuse') {
      client.destroy();
      return;
    }
    forwarded++;
    const upstream = net.connect({ host: options.targetHost, port: options.targetPort });
    track(live, client);
    track(live, upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  const destroyAll = (set: Set<net.Socket>) => {
    for (const socket of set) socket.destroy();
    set.clear();
  };

  await listen();

  return {
    port: options.port,
    get forwarded() {
      return forwarded;
    },
    async cut(mode) {
      state = mode;
      destroyAll(live);
      // server.close() resolves only once every accepted socket is gone, so do not wait for it.
      if (mode === 'refuse') void stopListening();
      else if (!server.listening) await listen();
    },
    async restore() {
      destroyAll(held);
      state = 'up';
      if (!server.listening) {
        // The port is freed asynchronously after close(); retry briefly.
        for (let attempt = 0; ; attempt++) {
          try {
            await listen();
            break;
          } catch (err) {
            if (attempt > 50) throw err;
            await new Promise((r) => setTimeout(r, 20));
          }
        }
      }
    },
    async close() {
      destroyAll(live);
      destroyAll(held);
      await stopListening();
    },
  };
}
