// `npm run seed:demo`: a demo seller with a realistic spread of cases, for looking around.
// Never run implicitly. Re-running adds nothing if the demo seller already has cases.
import { randomBytes } from 'node:crypto';
import type { CaseCreate } from '../src/domain/case';
import type { CaseStatus } from '../src/domain/case-status';
import type { AppContext } from '../src/server/app-context';
import { createAppContext } from '../src/server/context-dependencies';
import { createCase, updateCase } from '../src/server/cases/cases.service';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { findUserByEmailOrUsername } from '../src/server/users/users.repository';
import { createUser } from '../src/server/users/users.service';
import { appVersion } from '../src/server/version';

const DEMO_EMAIL = 'demo@casepilot.local';

type DemoCase = CaseCreate & { ageDays: number; path: CaseStatus[]; daysPerStep: number };

const demoCases: DemoCase[] = [
  {
    ageDays: 2,
    path: [],
    daysPerStep: 0,
    sellerId: 'A2DEMO7SELLER',
    asin: 'B0CX4KETTL',
    caseType: 'Suppression',
    title: 'Electric kettle suppressed for safety review',
    description:
      'Listing suppressed after a customer reported the kettle overheating. Amazon requests UL certification and a test report.',
    probabilityScore: 0.55,
    emailContent:
      'Hello,\n\nWe have removed your listing B0CX4KETTL because we received a safety complaint. To reinstate it, please provide a valid UL certificate and a laboratory test report within 7 days.\n\nAmazon Product Safety',
  },
  {
    ageDays: 5,
    path: ['In Progress'],
    daysPerStep: 1,
    sellerId: 'A2DEMO7SELLER',
    asin: 'B0BZ9YOGAM',
    caseType: 'FBA Lock',
    title: 'Yoga mats locked for authenticity',
    description:
      'FBA inventory of 340 units placed in unfulfillable status pending invoices from the manufacturer.',
    probabilityScore: 0.45,
  },
  {
    ageDays: 9,
    path: ['Documentation Needed'],
    daysPerStep: 2,
    sellerId: 'A2DEMO7SELLER',
    asin: 'B0C1LAMP42',
    caseType: 'Suppression',
    title: 'Desk lamp missing compliance documents',
    description:
      'Suppressed for missing Declaration of Conformity and product images showing the CE mark.',
    probabilityScore: 0.6,
  },
  {
    ageDays: 14,
    path: ['In Progress', 'Submitted to Amazon'],
    daysPerStep: 3,
    sellerId: 'A2DEMO7SELLER',
    asin: 'B0D7CHAIR1',
    caseType: 'ASIN Request',
    title: 'Category change for ergonomic chair',
    description:
      'Requesting recategorisation from Office Products to Furniture with a specification sheet.',
    probabilityScore: 0.75,
  },
  {
    ageDays: 21,
    path: ['In Progress', 'Submitted to Amazon', 'Approved'],
    daysPerStep: 4,
    sellerId: 'A2DEMO7SELLER',
    asin: 'B0B8BOTTLE',
    caseType: 'Suppression',
    title: 'Water bottle reinstated after BPA test',
    description:
      'Provided a third-party lab report showing BPA-free materials; listing reinstated.',
    probabilityScore: 0.8,
  },
  {
    ageDays: 30,
    path: ['In Progress', 'Submitted to Amazon', 'Rejected'],
    daysPerStep: 5,
    sellerId: 'A2DEMO7SELLER',
    asin: 'B0A5SPEAKR',
    caseType: 'FBA Lock',
    title: 'Bluetooth speakers: invoices rejected',
    description:
      'Amazon rejected the invoices because the supplier address did not match. Preparing a new authorization letter.',
    probabilityScore: 0.35,
  },
  {
    ageDays: 38,
    path: ['In Progress', 'Submitted to Amazon', 'Approved', 'Closed'],
    daysPerStep: 3,
    sellerId: 'A2DEMO7SELLER',
    asin: 'B09TOYCAR7',
    caseType: 'Suppression',
    title: 'Toy car CPC accepted',
    description: 'Children’s Product Certificate accepted; case closed.',
    probabilityScore: 0.85,
  },
  {
    ageDays: 45,
    path: ['In Progress', 'Submitted to Amazon', 'Approved'],
    daysPerStep: 6,
    sellerId: 'A2DEMO7SELLER',
    asin: 'B0C3BRANDX',
    caseType: 'ASIN Request',
    title: 'Brand name correction approved',
    description: 'Brand Registry documentation proved ownership of the brand field.',
    probabilityScore: 0.7,
  },
  {
    ageDays: 52,
    path: ['Documentation Needed', 'Submitted to Amazon', 'Rejected', 'In Progress'],
    daysPerStep: 4,
    sellerId: 'A2DEMO7SELLER',
    asin: 'B0B2SERUM9',
    caseType: 'Suppression',
    title: 'Face serum flagged as restricted',
    description:
      'Flagged for a restricted ingredient claim; reworking the listing copy and providing an SDS.',
    probabilityScore: 0.4,
  },
  {
    ageDays: 60,
    path: ['In Progress', 'Submitted to Amazon', 'Approved', 'Closed'],
    daysPerStep: 7,
    sellerId: 'A2DEMO7SELLER',
    asin: 'B08PHONEC5',
    caseType: 'FBA Lock',
    title: 'Phone cases released after invoice review',
    description: 'Supplier invoices and chain of custody accepted; 1,200 units released.',
    probabilityScore: 0.65,
  },
  {
    ageDays: 75,
    path: ['In Progress', 'Submitted to Amazon', 'Rejected', 'Closed'],
    daysPerStep: 8,
    sellerId: 'A2DEMO7SELLER',
    asin: 'B07SHOES12',
    caseType: 'FBA Lock',
    title: 'Running shoes: authenticity appeal closed',
    description: 'Appeal rejected twice; inventory removed and case closed.',
    probabilityScore: 0.25,
  },
  {
    ageDays: 88,
    path: ['In Progress'],
    daysPerStep: 10,
    sellerId: 'A2DEMO7SELLER',
    asin: 'B0CANDLE33',
    caseType: 'ASIN Request',
    title: 'Candle scent variation request',
    description: 'Requesting a new variation family for candle scents.',
    probabilityScore: 0.7,
  },
];

const config = loadConfig();
const { db, dialect } = openDatabase(config.database);
let clock = new Date();
const ctx: AppContext = createAppContext({ db, dialect }, config, {
  version: appVersion,
  now: () => clock,
});

try {
  await migrateToLatest(db);
  let seller = await findUserByEmailOrUsername(db, DEMO_EMAIL);
  let password: string | undefined;
  if (!seller) {
    password = randomBytes(9).toString('base64url');
    await createUser(ctx, {
      email: DEMO_EMAIL,
      username: 'demo',
      name: 'Demo Seller',
      role: 'user',
      password,
    });
    seller = await findUserByEmailOrUsername(db, DEMO_EMAIL);
  }
  if (!seller) throw new Error('demo seller could not be created');
  const existing = await db
    .selectFrom('cases')
    .select('id')
    .where('ownerId', '=', seller.id)
    .executeTakeFirst();
  if (existing) {
    console.log(`The demo seller ${DEMO_EMAIL} already has cases; nothing added.`);
  } else {
    const actor = { id: seller.id, role: seller.role, name: seller.name };
    const dueDate = (ageDays: number) =>
      new Date(Date.now() + (7 - ageDays) * 86_400_000).toISOString().slice(0, 10);
    for (const { ageDays, path, daysPerStep, ...input } of demoCases) {
      clock = new Date(Date.now() - ageDays * 86_400_000);
      const created = await createCase(ctx, actor, { ...input, dueDate: dueDate(ageDays) });
      for (const [i, status] of path.entries()) {
        clock = new Date(Date.now() - Math.max(0, ageDays - (i + 1) * daysPerStep) * 86_400_000);
        await updateCase(ctx, actor, created.id, { status });
      }
    }
    console.log(`Added ${demoCases.length} demo cases for ${DEMO_EMAIL}.`);
  }
  if (password)
    console.log(
      `Sign in as ${DEMO_EMAIL} (username demo) with password: ${password}   (shown only this once)`,
    );
} finally {
  await db.destroy();
}
