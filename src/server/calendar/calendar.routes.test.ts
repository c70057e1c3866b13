import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaseViaApi } from '../test-support/case-factory';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';
import { dialectsUnderTest } from '../test-support/test-database';

describe.each(dialectsUnderTest())('calendar feed (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  it('serves the seller’s open case deadlines as iCalendar under a secret, revocable URL', async () => {
    const seller = await createTestUser(t.ctx);
    const cookie = await signIn(t.app, seller.email);
    const due = await createCaseViaApi(t.app, cookie, {
      title: 'Kettle, suppressed; again',
      dueDate: '2026-12-20',
    });
    await createCaseViaApi(t.app, cookie, { title: 'No deadline' });
    const otherCookie = await signIn(t.app, (await createTestUser(t.ctx)).email);
    await createCaseViaApi(t.app, otherCookie, { title: 'Someone else', dueDate: '2026-12-01' });

    expect(
      (await t.app.inject({ url: '/api/account/calendar', headers: { cookie } })).json(),
    ).toEqual({ url: null });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/account/calendar',
      headers: { cookie, host: 'casepilot.test' },
    });
    expect(created.statusCode).toBe(200);
    const { url } = created.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/casepilot\.test\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    const path = new URL(url).pathname;

    const feed = await t.app.inject({ url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = feed.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain(`UID:${due.id}@casepilot`);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261220');
    expect(lines).toContain('DTEND;VALUE=DATE:20261221');
    expect(lines).toContain('SUMMARY:Response due: Kettle\\, suppressed\\; again');

    // Revoked: the old link answers 404; a new one works.
    const rotated = (
      await t.app.inject({ method: 'POST', url: '/api/account/calendar', headers: { cookie } })
    ).json<{ url: string }>().url;
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ url: new URL(rotated).pathname })).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: '/api/account/calendar',
      headers: { cookie },
    });
    expect(revoked.statusCode).toBe(204);
    const gone = await t.app.inject({ url: new URL(rotated).pathname });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await t.app.inject({ url: '/api/calendar/short.ics' })).statusCode).toBe(400);
  });
});
