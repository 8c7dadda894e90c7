// The HTTP ceiling: a Fastify app with one route and nothing else (no database, no hooks),
// started as its own process so that it does not share an event loop with the load generator.
import { fromApi } from './lib.mjs';

const Fastify = fromApi('fastify');
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 0, msg: 'OK' }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => app.close().then(() => process.exit(0)));
}
