import type { FastifyInstance } from 'fastify';

type KnownPath = { pattern: RegExp; methods: Set<string> };

function patternOf(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment === '*') return '.*';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Remembers every route as it is registered, so a request for a known path with a method it does
 * not support can be answered 405 with Allow (RFC 9110) rather than 404. Register before routes.
 */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const known = new Map<string, KnownPath>();
  app.addHook('onRoute', (route) => {
    const entry = known.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set() };
    for (const method of [route.method].flat()) entry.methods.add(method.toUpperCase());
    known.set(route.url, entry);
  });
  return (path) => {
    const methods = new Set<string>();
    for (const entry of known.values()) {
      if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method);
    }
    return [...methods].sort();
  };
}
