import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user as users } from '../../src/server/db/schema';
import {
  Browser,
  latestMail,
  linkIn,
  newUser,
  signedInUser,
  signIn,
  signUp,
  startAccountsServer,
  type OutboxMail,
} from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import type { TestServer } from './helpers/test-server';

/** Every mail the outbox holds for `email`, oldest first. */
async function mailsTo(server: TestServer, email: string): Promise<OutboxMail[]> {
  await server.services.backgroundTasks.drain();
  const { data } = (await (await server.fetch('/api/dev/outbox')).json()) as { data: OutboxMail[] };
  return data.filter((mail) => mail.to === email).reverse();
}

/** The shape of a sign-up answer: its keys and the type of each value, which is all a visitor can compare. */
async function shapeOf(response: Response) {
  const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
  return {
    status: response.status,
    token: body.token,
    user: Object.fromEntries(Object.entries(body.user).map(([key, value]) => [key, typeof value])),
    emailVerified: body.user.emailVerified,
  };
}

describe.each(databaseBackends)('account pre-hijack on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAccountsServer(backend);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('lets the victim take back an address an attacker signed up with first', async () => {
    const victim = newUser({ name: 'Vera Victim', password: 'victims own passphrase' });
    const attackerPassword = 'attackers passphrase';

    const attackerAnswer = await signUp(new Browser(server), {
      ...victim,
      name: 'Mallory',
      password: attackerPassword,
      preferredCurrency: 'USD',
    });
    const [attackersMail] = await mailsTo(server, victim.email);
    expect(attackersMail).toBeDefined();

    const victimBrowser = new Browser(server);
    const victimAnswer = await signUp(victimBrowser, victim);
    expect(await shapeOf(victimAnswer)).toEqual(await shapeOf(attackerAnswer));
    const mails = await mailsTo(server, victim.email);
    expect(mails).toHaveLength(2);
    const victimsMail = mails[1];
    if (!attackersMail || !victimsMail) throw new Error('expected both verification mails');
    expect(victimsMail.subject).toBe('Verify your TripFit email address');
    expect(linkIn(victimsMail, server)).not.toBe(linkIn(attackersMail, server));

    // The first link (which the attacker's sign-up caused) is now useless: the address stays unverified.
    const stale = await new Browser(server).request(linkIn(attackersMail, server));
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe('/auth?verified=1&error=INVALID_TOKEN');
    const [pending] = await server.services.database.db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, victim.email));
    expect(pending?.verified).toBe(false);

    const verified = await victimBrowser.request(linkIn(victimsMail, server));
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/auth?verified=1');
    expect(victimBrowser.jar.has('tripfit.session_token')).toBe(false);

    expect((await signIn(new Browser(server), { ...victim, password: attackerPassword })).status).toBe(401);
    const signedIn = await signIn(victimBrowser, victim);
    expect(signedIn.status).toBe(200);
    const { user } = (await signedIn.json()) as { user: { id: string; name: string } };
    expect(user.name).toBe('Vera Victim');
    const [profile] = await server.services.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      fullName: 'Vera Victim',
      preferredCurrency: 'EUR',
      preferredLanguage: 'es',
    });
  });

  it('tells the owner of a verified address that someone tried, and changes nothing', async () => {
    const { user: owner } = await signedInUser(server);
    const fresh = await signUp(new Browser(server), newUser());
    const attempt = await signUp(new Browser(server), { ...owner, password: 'someone elses password' });
    expect(await shapeOf(attempt)).toEqual(await shapeOf(fresh));

    const notice = (await mailsTo(server, owner.email)).at(-1);
    expect(notice?.subject).toBe('Someone tried to create a TripFit account with your address');
    expect(notice?.text).toContain('sign in, or reset your password');
    expect(notice?.links).toEqual([`${server.url}/auth`]);

    expect((await signIn(new Browser(server), { ...owner, password: 'someone elses password' })).status).toBe(
      401,
    );
    expect((await signIn(new Browser(server), owner)).status).toBe(200);
  });

  it('makes a link unusable once a newer one was sent, and opens only the newest', async () => {
    const user = newUser();
    await signUp(new Browser(server), user);
    // Signing in before verifying mails a fresh link, which replaces the first.
    expect((await signIn(new Browser(server), user)).status).toBe(403);
    const [first, second] = await mailsTo(server, user.email);
    if (!first || !second) throw new Error('expected two verification mails');

    const old = await new Browser(server).request(linkIn(first, server));
    expect(old.headers.get('location')).toBe('/auth?verified=1&error=INVALID_TOKEN');
    const current = await new Browser(server).request(linkIn(second, server));
    expect(current.headers.get('location')).toBe('/auth?verified=1');
    // Opened again once verified, any of the links just lands on the page.
    const again = await new Browser(server).request(linkIn(first, server));
    expect(again.headers.get('location')).toBe('/auth?verified=1');
    expect((await signIn(new Browser(server), user)).status).toBe(200);
  });

  it('sends a stale link with a foreign callback nowhere', async () => {
    const user = newUser();
    await signUp(new Browser(server), user);
    const first = await latestMail(server, user.email, /verify/i);
    await signUp(new Browser(server), user);
    const link = new URL(linkIn(first, server));
    link.searchParams.set('callbackURL', '//evil.example/phish');
    const answer = await new Browser(server).request(link.toString());
    expect(answer.status).toBe(403);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.json()).toMatchObject({ code: 'INVALID_CALLBACK_URL' });
  });
});
