import Fastify from 'fastify';

// The ceiling: the same Fastify on the same machine, doing nothing but answering.
const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`BARE_LISTENING ${address}\n`);
