import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user as users } from '../../src/server/db/schema';
import {
  Browser,
  linkIn,
  mailsTo,
  newUser,
  resetWithLink,
  signedInUser,
  signIn,
  signUp,
  startAccountsServer,
  type NewUser,
  type OutboxMail,
} from './helpers/accounts';
import { databaseBackends } from './helpers/backends';
import type { TestServer } from './helpers/test-server';

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

const verifyMail = (mail: OutboxMail) => mail.subject === 'Verify your TripFit email address';
const someoneTriedMail = (mail: OutboxMail) =>
  mail.subject === 'Someone tried to create a TripFit account with your address';

describe.each(databaseBackends)('account pre-hijack on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAccountsServer(backend);
  });
  afterAll(async () => {
    await server.stop();
  });

  const signsIn = async (user: Pick<NewUser, 'email' | 'password'>) =>
    (await signIn(new Browser(server), user)).status;

  const verifiedFlag = async (email: string) => {
    const [row] = await server.services.database.db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email));
    return row?.verified;
  };

  /** An attacker who does not hold the mailbox: signs in if they can, and tries to turn two-factor on. */
  async function attackerGetsIn(email: string, password: string) {
    const browser = new Browser(server);
    const answer = await signIn(browser, { email, password });
    const twoFactor = await browser.request('/api/auth/two-factor/enable', { json: { password } });
    return { signIn: answer.status, twoFactor: twoFactor.status };
  }

  it('victim first: a later sign-up changes nothing, and only the mailbox sets the password', async () => {
    const victim = newUser({ name: 'Vera Victim', password: 'victims own passphrase' });
    const attackerPassword = 'attackers passphrase';

    const victimAnswer = await signUp(new Browser(server), victim);
    const attackerAnswer = await signUp(new Browser(server), {
      ...victim,
      name: 'Mallory',
      password: attackerPassword,
      preferredCurrency: 'USD',
      preferredLanguage: 'en',
    });
    expect(await shapeOf(attackerAnswer)).toEqual(await shapeOf(victimAnswer));

    const mails = await mailsTo(server, victim.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Verify your TripFit email address',
      'Someone tried to create a TripFit account with your address',
    ]);
    const [verification, notice] = mails as [OutboxMail, OutboxMail];
    expect(notice.text).toContain('set your password');
    expect(notice.text).not.toContain('Mallory');

    // From the repeated sign-up on, the pending password signs in for nobody, whoever chose it.
    expect(await attackerGetsIn(victim.email, attackerPassword)).toEqual({ signIn: 401, twoFactor: 401 });
    expect(await signsIn(victim)).toBe(401);

    // The victim clicks every mail: the first link still verifies...
    const opened = await new Browser(server).request(linkIn(verification, server));
    expect(opened.headers.get('location')).toBe('/auth?verified=1');
    expect(await verifiedFlag(victim.email)).toBe(true);
    expect(await attackerGetsIn(victim.email, attackerPassword)).toEqual({ signIn: 401, twoFactor: 401 });

    // ...and the notice's link sets the password the mailbox owner chooses.
    const chosen = 'victims second passphrase';
    const { reset } = await resetWithLink(new Browser(server), notice, chosen);
    expect(reset?.status).toBe(200);
    const victimBrowser = new Browser(server);
    const signedIn = await signIn(victimBrowser, { ...victim, password: chosen });
    expect(signedIn.status).toBe(200);
    expect(await attackerGetsIn(victim.email, attackerPassword)).toEqual({ signIn: 401, twoFactor: 401 });

    // No sign-up changed the name or the preferences: the first one's stand.
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

  it('attacker first: verifying never enables the attacker’s password; the notice’s link verifies and sets one', async () => {
    const victim = newUser({ password: 'victims own passphrase' });
    const attackerPassword = 'attackers passphrase';
    const attackerAnswer = await signUp(new Browser(server), {
      ...victim,
      name: 'Mallory',
      password: attackerPassword,
    });
    const victimAnswer = await signUp(new Browser(server), victim);
    expect(await shapeOf(victimAnswer)).toEqual(await shapeOf(attackerAnswer));

    const mails = await mailsTo(server, victim.email);
    expect(mails.filter(verifyMail)).toHaveLength(1);
    expect(mails.filter(someoneTriedMail)).toHaveLength(1);
    expect(mails).toHaveLength(2);
    expect(await attackerGetsIn(victim.email, attackerPassword)).toEqual({ signIn: 401, twoFactor: 401 });
    expect(await signsIn(victim)).toBe(401);

    // The notice's link alone verifies the address as it sets the password.
    const notice = mails.find(someoneTriedMail) as OutboxMail;
    const chosen = 'victims chosen passphrase';
    expect((await resetWithLink(new Browser(server), notice, chosen)).reset?.status).toBe(200);
    expect(await verifiedFlag(victim.email)).toBe(true);
    expect(await signsIn({ ...victim, password: chosen })).toBe(200);

    // The verification link the attacker's sign-up caused, clicked afterwards, changes nothing for the attacker.
    const verification = mails.find(verifyMail) as OutboxMail;
    const opened = await new Browser(server).request(linkIn(verification, server));
    expect(opened.status).toBe(302);
    expect(await attackerGetsIn(victim.email, attackerPassword)).toEqual({ signIn: 401, twoFactor: 401 });
    expect(await signsIn({ ...victim, password: chosen })).toBe(200);
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

    expect(await signsIn({ ...owner, password: 'someone elses password' })).toBe(401);
    expect(await signsIn(owner)).toBe(200);
  });

  it('keeps every verification link mailed for an address working until it expires or is used', async () => {
    const user = newUser();
    await signUp(new Browser(server), user);
    // Signing in before verifying mails another link; the first one keeps working.
    expect(await signsIn(user)).toBe(403);
    const links = (await mailsTo(server, user.email)).filter(verifyMail);
    expect(links).toHaveLength(2);
    const [first, second] = links as [OutboxMail, OutboxMail];
    expect(linkIn(first, server)).not.toBe(linkIn(second, server));

    const opened = await new Browser(server).request(linkIn(first, server));
    expect(opened.headers.get('location')).toBe('/auth?verified=1');
    expect(await verifiedFlag(user.email)).toBe(true);
    // Opened once verified, the other link just lands on the page.
    const again = await new Browser(server).request(linkIn(second, server));
    expect(again.headers.get('location')).toBe('/auth?verified=1');
    expect(await signsIn(user)).toBe(200);
  });

  it('sends a link with a foreign callback nowhere', async () => {
    const user = newUser();
    await signUp(new Browser(server), user);
    const [mail] = await mailsTo(server, user.email);
    const link = new URL(linkIn(mail as OutboxMail, server));
    link.searchParams.set('callbackURL', '//evil.example/phish');
    const answer = await new Browser(server).request(link.toString());
    expect(answer.status).toBe(403);
    expect(answer.headers.get('location')).toBeNull();
    expect(await answer.json()).toMatchObject({ code: 'INVALID_CALLBACK_URL' });
  });
});
