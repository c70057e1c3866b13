import type { FastifyInstance } from 'fastify';
import type { Case, CaseCreate } from '../../domain/case';

let caseCounter = 0;

export function caseInput(overrides: Partial<CaseCreate> = {}): CaseCreate {
  caseCounter += 1;
  return {
    sellerId: 'A1SELLER',
    asin: 'B0TEST0001',
    caseType: 'Suppression',
    title: `Listing suppressed ${caseCounter}`,
    description: 'Amazon suppressed the listing over a safety complaint.',
    ...overrides,
  };
}

/** Creates a case through the real API as the signed-in cookie's user. */
export async function createCaseViaApi(
  app: FastifyInstance,
  cookie: string,
  overrides: Partial<CaseCreate> = {},
): Promise<Case> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: { cookie },
    payload: caseInput(overrides),
  });
  if (response.statusCode !== 201)
    throw new Error(`create case failed: ${response.statusCode} ${response.body}`);
  return response.json() as Case;
}
