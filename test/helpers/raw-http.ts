import net from 'node:net';

// A raw HTTP/1.1 client for attacks that fetch and light-my-request cannot make: headers sent
// alone, a body announced and never sent, or trickled a few bytes at a time, from a chosen
// loopback address (127.x.y.z stand for different clients).

export interface RawExchange {
  socket: net.Socket;
  /** Resolves with the whole answer text once the server has closed or ended the answer. */
  answer: Promise<{ head: string; status: number; at: number }>;
  /** Resolves when the server closes the connection. */
  closed: Promise<number>;
}

export function rawRequest(port: number, head: string, options: { localAddress?: string } = {}): RawExchange {
  const socket = net.connect({
    port,
    host: '127.0.0.1',
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  });
  socket.on('error', () => undefined); // a reset after the answer is what we expect of a refused upload
  socket.write(head);
  let text = '';
  const answer = new Promise<{ head: string; status: number; at: number }>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end !== -1)
        resolve({
          head: text.slice(0, end),
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
          at: Date.now(),
        });
    });
  });
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  return { socket, answer, closed };
}
