// Anchor: the framework's floor. A Fastify hello with a response schema, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get(
  '/hello',
  {
    schema: {
      response: {
        200: { type: 'object', properties: { hello: { type: 'string' } }, required: ['hello'] },
      },
    },
  },
  async () => ({ hello: 'world' }),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
