import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe.each(dialectsUnderTest())('access requests on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = (payload: unknown, ip = '192.0.2.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/access-requests',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('stores a request and answers 201 with it', async () => {
    const response = await submit({
      email: ' Ops@Acme.example ',
      companyName: 'Acme Goods',
      useCase: 'We fight listing suppressions weekly.',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'ops@acme.example',
      companyName: 'Acme Goods',
      useCase: 'We fight listing suppressions weekly.',
      status: 'pending',
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const row = await t.ctx.db
      .selectFrom('accessRequests')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ email: 'ops@acme.example', status: 'pending' });
  });

  it('requires every field and a valid e-mail, with field messages', async () => {
    const response = await submit(
      { email: 'not-an-email', companyName: '  ', useCase: '' },
      '192.0.2.2',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        email: 'Please enter a valid email address',
        companyName: 'Company name is required',
        useCase: 'Use case is required',
      },
    });
    const missing = await submit({}, '192.0.2.2');
    expect(missing.json().error.fields).toMatchObject({ email: 'Email is required' });
  });

  it('limits lengths', async () => {
    const response = await submit(
      { email: 'a@b.example', companyName: 'x'.repeat(201), useCase: 'y'.repeat(5001) },
      '192.0.2.3',
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['companyName', 'useCase']);
  });

  it('answers 409 for a second pending request from the same e-mail, storing nothing', async () => {
    const payload = { email: 'dup@example.com', companyName: 'Dup Co', useCase: 'Testing' };
    expect((await submit(payload, '192.0.2.4')).statusCode).toBe(201);
    const again = await submit({ ...payload, email: 'DUP@example.com' }, '192.0.2.4');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
    const rows = await t.ctx.db
      .selectFrom('accessRequests')
      .select('id')
      .where('email', '=', 'dup@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('rate-limits one address', async () => {
    let last = 0;
    for (let i = 0; i < 11; i += 1) {
      last = (
        await submit(
          { email: `flood${i}@example.com`, companyName: 'Flood', useCase: 'x' },
          '192.0.2.99',
        )
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
