import { ApiError, NETWORK_ERROR_MESSAGE } from '../api/http';

/** The server's user-safe message, or the network message when there was no answer. */
export function errorMessageOf(error: unknown, fallback = NETWORK_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return error.message;
  return fallback;
}
