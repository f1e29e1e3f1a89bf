import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import express from 'express';
import { cleanUp } from '../housekeeping.ts';
import { request, sessionCookie } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { errorHandler } from './errors.ts';
import { createLogger } from './logger.ts';
import { createSession, currentSession, ensureSession, IDLE_TIMEOUT_MS, loadSession } from './session.ts';

const api = withFreshApp();

const meUrl = () => `${api.url}/api/new/accounts/me`;
const MINUTE = 60 * 1000;

async function sessionRow(id: string) {
  return api.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

async function signedInSession() {
  const user = await api.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'jana.novakova@example.cz')
    .executeTakeFirstOrThrow();
  return createSession(api.db, 'cz', user.id);
}

describe('session expiry', () => {
  test('an idle-expired session is ignored, deleted, and its cookie cleared', async () => {
    const session = await signedInSession();
    await api.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', session.id)
      .execute();
    const response = await request(meUrl(), { sid: session.token });
    assert.deepEqual(response.body, { user: null });
    assert.equal(sessionCookie(response.headers)?.value, '');
    assert.equal(await sessionRow(session.id), undefined);
  });

  test('activity pushes the idle expiry 2 h ahead, but never past the absolute expiry', async () => {
    const session = await signedInSession();
    const now = Date.now();
    await api.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now - 30 * MINUTE), expires_at: new Date(now + 90 * MINUTE) })
      .where('id', '=', session.id)
      .execute();
    assert.equal(
      (await request(meUrl(), { sid: session.token })).body.user.email,
      'jana.novakova@example.cz',
    );
    const touched = await sessionRow(session.id);
    assert.ok(touched);
    assert.ok(Math.abs(touched.expires_at.getTime() - (now + IDLE_TIMEOUT_MS)) < MINUTE);

    const absoluteEnd = new Date(now + 10 * MINUTE);
    await api.db
      .updateTable('sessions')
      .set({
        last_seen_at: new Date(now - 30 * MINUTE),
        expires_at: absoluteEnd,
        absolute_expires_at: absoluteEnd,
      })
      .where('id', '=', session.id)
      .execute();
    await request(meUrl(), { sid: session.token });
    assert.equal((await sessionRow(session.id))?.expires_at.getTime(), absoluteEnd.getTime());
  });

  test('a session past its absolute expiry is over however active it was', async () => {
    const session = await signedInSession();
    const past = new Date(Date.now() - 1000);
    await api.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(), expires_at: past, absolute_expires_at: past })
      .where('id', '=', session.id)
      .execute();
    assert.deepEqual((await request(meUrl(), { sid: session.token })).body, { user: null });
  });

  test('housekeeping deletes expired sessions and keeps live ones', async () => {
    const live = await signedInSession();
    const dead = await signedInSession();
    await api.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - MINUTE) })
      .where('id', '=', dead.id)
      .execute();
    const { sessions } = await cleanUp(api.db);
    assert.ok(sessions >= 1);
    assert.equal(await sessionRow(dead.id), undefined);
    assert.ok(await sessionRow(live.id));
  });
});

describe('anonymous sessions', () => {
  test('are created only when a route needs one, once, with the session cookie', async () => {
    const settings = { db: api.db, shop: 'cz' as const, cookieSecure: false };
    const probe = express();
    probe.use(loadSession(settings));
    probe.get('/peek', (req, res) => {
      res.json({ hasSession: currentSession(req) !== null });
    });
    probe.post('/remember', async (req, res) => {
      const session = await ensureSession(req, res, settings);
      res.json({ sameAsLoaded: currentSession(req)?.id === session.id });
    });
    probe.use(errorHandler(createLogger('silent'), 'cs-CZ'));
    const server = probe.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const count = async () => (await api.db.selectFrom('sessions').select('id').execute()).length;
      const before = await count();
      const peek = await request(`${url}/peek`);
      assert.deepEqual(peek.body, { hasSession: false });
      assert.equal(sessionCookie(peek.headers), undefined);
      assert.equal(await count(), before, 'reading creates nothing');

      const created = await request(`${url}/remember`, { method: 'POST' });
      const cookie = sessionCookie(created.headers);
      assert.ok(cookie);
      assert.ok(cookie.attributes.includes('HttpOnly'));
      assert.equal(await count(), before + 1);

      const reused = await request(`${url}/remember`, { method: 'POST', sid: cookie.value });
      assert.deepEqual(reused.body, { sameAsLoaded: true });
      assert.equal(sessionCookie(reused.headers), undefined, 'an existing session is not re-issued');
      assert.equal(await count(), before + 1);
    } finally {
      server.close();
    }
  });
});
