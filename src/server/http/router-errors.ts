import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's router answers a malformed URL or an over-long path parameter before any hook runs
 * (so without helmet): give those the API's error shape and the API's security headers too (the
 * answer is JSON, never a page), and never echo the path back.
 */
export function routerErrorHandler(securityHeaders: Readonly<Record<string, string>>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    // No route can have a parameter that long, so there is nothing to find.
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    void reply
      .status(tooLong ? 404 : 400)
      .headers(securityHeaders)
      .send({
        error: tooLong
          ? { code: 'NOT_FOUND', message: 'Not found' }
          : { code: 'VALIDATION_FAILED', message: 'The URL is not valid' },
      });
  };
}
