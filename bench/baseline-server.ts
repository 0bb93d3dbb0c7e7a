import fs from 'node:fs';
import Fastify from 'fastify';

// The baseline: a bare Fastify 5 route answering with a pre-serialised 20-product page (the
// exact bytes of the application's GET /api/getProducts?page=1&limit=20). No plugins, no hooks.

const bodyFile = process.argv[2];
if (!bodyFile) throw new Error('usage: baseline-server.ts <body.json>');
const body = fs.readFileSync(bodyFile, 'utf8');

const app = Fastify({ logger: false });
app.get('/products', (_req, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
