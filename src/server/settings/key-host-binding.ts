import { publicApiBaseUrls, type RemoteProvider } from '../../domain/ai-settings';

export const REENTER_KEY_FOR_NEW_URL_MESSAGE =
  'Enter the API key again to use it with a new base URL';

/** The URL a call would actually go to: a blank base URL means the provider's public API. */
function effectiveBaseUrl(provider: RemoteProvider, baseUrl: string | null | undefined): string {
  return (baseUrl || publicApiBaseUrls[provider])
    .trim()
    .replace(/(?<!\/)\/+$/, '')
    .toLowerCase();
}

/**
 * A stored key belongs to the host it was entered for. Sending it to another base URL without
 * the admin typing it again would let anyone who can edit the URL collect the key there.
 */
export function movesStoredKeyToNewHost(
  provider: RemoteProvider,
  storedBaseUrl: string | null,
  requestedBaseUrl: string | null | undefined,
): boolean {
  if (requestedBaseUrl === undefined) return false;
  return effectiveBaseUrl(provider, requestedBaseUrl) !== effectiveBaseUrl(provider, storedBaseUrl);
}
