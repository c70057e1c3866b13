// Accounts the global setup creates in the temporary database. Each test that fails logins on
// purpose uses an account of its own, so the per-account throttle never leaks between tests.
export const PASSWORD = 'e2e-password-0123456789';

export const admin = {
  email: 'admin@e2e.test',
  username: 'admin',
  name: 'Administrator',
  password: PASSWORD,
};

export const seller = {
  email: 'sam.seller@e2e.test',
  username: 'samseller',
  name: 'Sam Seller',
  password: PASSWORD,
};

/** Only for the wrong-password test. */
export const unluckySeller = {
  email: 'una.unlucky@e2e.test',
  username: 'unaunlucky',
  name: 'Una Unlucky',
  password: PASSWORD,
};

/** The cases journeys (e2e/cases.spec.ts): each test owns its seller, so its lists and figures are its own. */
export const caseJourneySeller = {
  email: 'cora.cases@e2e.test',
  username: 'coracases',
  name: 'Cora Cases',
  password: PASSWORD,
};
export const caseFiltersSeller = {
  email: 'fred.filters@e2e.test',
  username: 'fredfilters',
  name: 'Fred Filters',
  password: PASSWORD,
};

export const seededSellers = [seller, unluckySeller, caseJourneySeller, caseFiltersSeller];
