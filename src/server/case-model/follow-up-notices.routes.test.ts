import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Requirement } from '../../domain/requirement';
import type { StatusProposal } from '../../domain/status-proposal';
import { createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';
import {
  createTestApp,
  createTestUser,
  signedInRequests,
  signIn,
  type TestApp,
} from '../test-support/test-app';
import { inventoryHoldNotice, kettleCase } from './test-support/fba-hold-scenario';

// Follow-up notices shaped like the real ones the analyzer corpus holds (issue 12, point 3).
const TODAY = new Date('2026-11-23T10:00:00Z');

const reinstatedNotice = `Hello,

We have reviewed the information you provided regarding ASIN ${kettleCase.asin} (Brightway Electric Kettle 1.7L). Your FBA inventory has been reinstated and is available for sale again. No further action is needed.

Thank you for selling on Amazon,
Seller Performance Team`;

/** Pasted late: the date it asks for was months ago. */
const lateInformationRequest = `Hello,

We need more information about ASIN ${kettleCase.asin}. Please provide a test report from an accredited laboratory by March 3, 2026.

Seller Performance Team`;

/** Asks again for a document the case type already listed as usual. */
const rejectionAskingForCustody = `Hello,

Thank you for your appeal regarding ASIN ${kettleCase.asin}. We reviewed the documents you provided and we are unable to accept your appeal at this time. Please provide a test report from an accredited laboratory and a chain of custody documentation showing where the units were bought.

Seller Performance Team`;

/** A second first notice, about product safety, on an FBA case. */
const safetyNotice = `Hello,

We removed your listing for ASIN ${kettleCase.asin} because we received a product safety complaint.
To reactivate it, please provide a Children's Product Certificate.

Amazon Product Safety`;

describe.each(dialectsUnderTest())('follow-up notices on %s', (dialect) => {
  let t: TestApp;
  let call: ReturnType<typeof signedInRequests>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.setNow(TODAY);
    cookie = await signIn(t.app, (await createTestUser(t.ctx, { name: 'Dana' })).email);
    call = signedInRequests(t.app, cookie);
  });
  afterAll(async () => {
    await t.close();
  });

  const kettle = () =>
    createCaseViaApi(t.app, cookie, { ...kettleCase, emailContent: inventoryHoldNotice });
  // A minute passes between the seller's steps, so the history reads in the order they happened.
  let clock = TODAY.getTime();
  const tick = () => t.setNow(new Date((clock += 60_000)));
  const paste = async (caseId: string, content: string) => {
    tick();
    const response = await call('POST', `/api/cases/${caseId}/communications`, {
      type: 'Amazon Email',
      content,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { changes: string };
  };
  const proposals = async (caseId: string) =>
    (await call('GET', `/api/cases/${caseId}/status-proposals`)).json() as StatusProposal[];
  const requirements = async (caseId: string) =>
    (await call('GET', `/api/cases/${caseId}/requirements`)).json() as Requirement[];
  const history = async (caseId: string) =>
    (
      (await call('GET', `/api/cases/${caseId}`)).json() as {
        communications: { content: string }[];
      }
    ).communications.map((m) => m.content);

  it('proposes Approved for a reinstatement of a case never marked submitted, accepted in one click', async () => {
    // The seller appealed in Seller Central, then pastes Amazon's answer into the case.
    const c = await kettle();
    const added = await paste(c.id, reinstatedNotice);
    expect(added.changes).toBe('Proposed status: Approved.');
    const [proposal] = await proposals(c.id);
    expect(proposal).toMatchObject({ fromStatus: 'New', toStatus: 'Approved' });

    tick();
    const accepted = await call(
      'POST',
      `/api/cases/${c.id}/status-proposals/${proposal!.id}/accept`,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('Approved');
    const entries = await history(c.id);
    const submitted = entries.indexOf('Status changed from New to Submitted to Amazon by Dana');
    expect(submitted).toBeGreaterThan(0);
    expect(entries[submitted + 1]).toBe(
      'Status changed from Submitted to Amazon to Approved by Dana',
    );
    expect(await proposals(c.id)).toEqual([]);
    expect((await call('GET', `/api/cases/${c.id}/assessment`)).json()).toMatchObject({
      probabilityScore: 1,
      resolved: true,
    });
  });

  it('keeps the deadline when a follow-up states a date that has already passed, and says so', async () => {
    const c = await kettle();
    expect(c.dueDate).toBe('2026-12-03');
    const added = await paste(c.id, lateInformationRequest);
    expect(added.changes).toContain(
      "The e-mail's date Mar 3, 2026 has already passed; the response deadline stays Dec 3, 2026.",
    );
    expect(added.changes).not.toContain('Response deadline moved');
    const detail = (await call('GET', `/api/cases/${c.id}`)).json();
    expect(detail.dueDate).toBe('2026-12-03');
    // What it asks for still joins the case.
    expect(
      (await requirements(c.id)).find((r) => r.name === 'Laboratory Test Reports'),
    ).toMatchObject({ importance: 'Critical', source: 'notice' });
    const factors = (await call('GET', `/api/cases/${c.id}/assessment`)).json().factors as {
      label: string;
    }[];
    expect(factors.some((f) => f.label.startsWith('Response deadline passed'))).toBe(false);
  });

  it('names a usual document Amazon now asks for, and the usual documents a new notice brings', async () => {
    const c = await kettle();
    const before = (await requirements(c.id)).find(
      (r) => r.name === 'Chain of Custody Documentation',
    );
    expect(before).toMatchObject({ importance: 'Medium', source: 'case-type' });
    const rejection = await paste(c.id, rejectionAskingForCustody);
    expect(rejection.changes).toBe(
      'Added requirements: Laboratory Test Reports. Now asked for by Amazon (Critical): Chain of Custody Documentation. Proposed status: Documentation Needed.',
    );
    expect(
      (await requirements(c.id)).find((r) => r.name === 'Chain of Custody Documentation'),
    ).toMatchObject({ importance: 'Critical', source: 'notice' });

    const names = new Set((await requirements(c.id)).map((r) => r.name));
    const safety = await paste(c.id, safetyNotice);
    const after = await requirements(c.id);
    const newNames = after.map((r) => r.name).filter((n) => !names.has(n));
    expect(newNames.length).toBeGreaterThan(1);
    expect(safety.changes).toMatch(/^Added requirements: .+\./);
    for (const name of newNames) expect(safety.changes).toContain(name);
    expect((await history(c.id)).at(-1)).toBe(
      `New Amazon e-mail analysed (notice). ${safety.changes}`,
    );
  });

  it("drops a waiting proposal that Amazon's latest e-mail contradicts", async () => {
    const c = await kettle();
    await call('PATCH', `/api/cases/${c.id}`, { status: 'Submitted to Amazon' });
    await paste(c.id, reinstatedNotice);
    expect((await proposals(c.id)).map((p) => p.toStatus)).toEqual(['Approved']);
    // The seller moved the case on by hand; then Amazon rejects after all.
    await call('PATCH', `/api/cases/${c.id}`, { status: 'Documentation Needed' });
    const rejection = await paste(c.id, rejectionAskingForCustody);
    expect(rejection.changes).not.toContain('Proposed status');
    expect(await proposals(c.id)).toEqual([]);
  });

  it('counts the same rejection pasted twice once in the probability', async () => {
    const c = await kettle();
    await paste(c.id, rejectionAskingForCustody);
    const once = (await call('GET', `/api/cases/${c.id}/assessment`)).json();
    const again = await paste(c.id, `\n${rejectionAskingForCustody}\n`);
    expect(again.changes).not.toContain('Added requirements');
    const twice = (await call('GET', `/api/cases/${c.id}/assessment`)).json();
    expect(twice.probabilityScore).toBe(once.probabilityScore);
    expect(twice.factors.map((f: { label: string }) => f.label)).toContain(
      'Amazon rejected an appeal on this case',
    );
  });
});
