import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Only our own origin may supply scripts, images and connections, and no inline script runs.
 * Inline styles are allowed: Radix (scroll lock) and sonner inject <style> tags whose content
 * varies at run time, so hashes cannot cover them; a style cannot execute code.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
}
