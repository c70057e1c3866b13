import type { Communication } from '../../domain/communication';
import type { Db } from '../db/database';
import * as repo from './communications.repository';

/**
 * The case's history for the case aggregate (detail, debrief); the caller has already passed
 * the case guard. The repository stays this feature's own.
 */
export function listCommunicationsOfCase(db: Db, caseId: string): Promise<Communication[]> {
  return repo.listCommunicationsOfCase(db, caseId);
}
