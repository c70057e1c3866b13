import { errorStatus, type ErrorCode } from '../../domain/api-error';

/** The one error type services throw; the error handler turns it into the API's error shape. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      status?: number;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = options.status ?? errorStatus[code];
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message = 'You do not have permission to do that') =>
  new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please sign in to continue') =>
  new AppError('UNAUTHENTICATED', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
