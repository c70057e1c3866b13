import type { NewRequirement, RequirementPlan } from './notice-requirements';

type Existing = {
  id: string;
  catalogId: string;
  name?: string;
  importance: RequirementPlan['change'][number]['importance'];
  source: RequirementPlan['change'][number]['source'];
  withdrawn: boolean;
};

/**
 * How a change of case type moves the requirements: the new type's usual documents are added
 * (or restored), and documents that were only usual for the old type are withdrawn. What a
 * notice asked for or the seller added stays whatever the type; nothing is deleted, so changing
 * the type back restores the rows, links included.
 */
export function planCaseTypeChange(
  existing: Existing[],
  usual: Omit<NewRequirement, 'source'>[],
): RequirementPlan {
  const plan: RequirementPlan = { add: [], change: [], added: [], withdrawn: [] };
  const usualIds = new Set(usual.map((d) => d.catalogId));
  const byCatalog = new Map(existing.map((r) => [r.catalogId, r]));
  for (const doc of usual) {
    const row = byCatalog.get(doc.catalogId);
    if (!row) {
      plan.add.push({ ...doc, source: 'case-type' });
      plan.added.push(doc.name);
    } else if (row.withdrawn) {
      plan.change.push({
        id: row.id,
        importance: doc.importance,
        source: row.source,
        withdrawn: false,
      });
      plan.added.push(doc.name);
    }
  }
  for (const row of existing) {
    if (row.source !== 'case-type' || row.withdrawn || usualIds.has(row.catalogId)) continue;
    plan.change.push({
      id: row.id,
      importance: row.importance,
      source: row.source,
      withdrawn: true,
    });
    plan.withdrawn.push(row.name ?? row.catalogId);
  }
  return plan;
}
