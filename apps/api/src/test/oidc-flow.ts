import {
  startTestOidcProvider,
  type TestAccount,
  type TestOidcProvider,
} from '@peerconnect/test-db/oidc-provider';
import type { Express } from 'express';
import request from 'supertest';

/** A browser back at the web app from a provider sign-in. */
export interface Landing {
  url: URL;
  /** The one-time code in the address's fragment, or '' when the sign-in ended otherwise. */
  code: string;
  flowCookie: string | undefined;
}

/**
 * The test OpenID provider of a test file, configured in `env` as `campus` before the app starts
 * (call it before the app's own use*TestApp), and a browser's sign-in with it: from the login
 * page's button, through the provider, to the web app's address (`appUrl`) the callback sends it to.
 */
export function useOidcFlow(appUrl: string, env: Record<string, string>) {
  const appHost = new URL(appUrl).host;
  let started: TestOidcProvider | undefined;
  beforeAll(async () => {
    started = await startTestOidcProvider([`${appUrl}/api/auth/oidc/campus/callback`]);
    Object.assign(env, {
      OIDC_PROVIDERS: 'campus',
      OIDC_CAMPUS_ISSUER: started.issuer,
      OIDC_CAMPUS_CLIENT_ID: started.clientId,
      OIDC_CAMPUS_CLIENT_SECRET: started.clientSecret,
    });
  });
  afterAll(() => started?.stop());
  const provider = () => {
    if (!started) throw new Error('The provider starts in beforeAll: use it inside a test');
    return started;
  };

  const cookieOf = (response: request.Response, name: string) =>
    ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .map((cookie) => cookie.split(';')[0] ?? '')
      .find((cookie) => cookie.startsWith(`${name}=`));

  /**
   * What a browser does at the provider: follows its redirects (keeping its cookies) from the
   * authorization URL until it is sent back to the app's callback, whose URL it answers.
   */
  async function throughProvider(authorizationUrl: URL): Promise<URL> {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    for (let hop = 0; hop < 10 && !url.href.startsWith(appUrl); hop += 1) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(url, { redirect: 'manual', headers: { cookie } });
      for (const set of response.headers.getSetCookie()) {
        const [pair = ''] = set.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`the provider answered ${response.status} without a redirect`);
      url = new URL(location, url);
    }
    return url;
  }

  interface Tampering {
    /** Changes the authorization request on its way to the provider. */
    request?: (url: URL) => void;
    /** Changes the provider's answer on its way back to the callback. */
    answer?: (url: URL) => void;
  }

  /** The login page's button, pressed in a browser at the app's address. */
  const start = (app: Express) =>
    request(app).get('/api/auth/oidc/campus').set('host', appHost).expect(302);

  /** A sign-in from the login page's button to the web app's address the callback sends it to. */
  async function signInWith(app: Express, who: TestAccount, tampering: Tampering = {}) {
    provider().signInAs(who);
    const started = await start(app);
    return finish(
      app,
      new URL(started.headers.location as string),
      cookieOf(started, 'peerconnect_oidc'),
      tampering,
    );
  }

  /** The provider's answer arriving at the app's callback, with the flow's cookie. */
  async function callback(
    app: Express,
    authorizationUrl: URL,
    flowCookie: string | undefined,
    tampering: Tampering = {},
  ) {
    tampering.request?.(authorizationUrl);
    const back = await throughProvider(authorizationUrl);
    tampering.answer?.(back);
    const arrived = request(app).get(back.pathname + back.search);
    return await (flowCookie ? arrived.set('cookie', flowCookie) : arrived);
  }

  /**
   * Where the callback sends the browser (`url`: the web app, with a one-time code or an outcome),
   * and the browser's flow cookie, which the exchange of the code needs.
   */
  async function finish(
    app: Express,
    authorizationUrl: URL,
    flowCookie: string | undefined,
    tampering: Tampering = {},
  ): Promise<Landing> {
    const response = await callback(app, authorizationUrl, flowCookie, tampering);
    expect(response.status).toBe(302);
    const url = new URL(response.headers.location as string);
    return { url, code: new URLSearchParams(url.hash.slice(1)).get('code') ?? '', flowCookie };
  }

  /** The web app's completion page trading the code, in the browser holding `flowCookie`. */
  const exchange = (app: Express, code: string, flowCookie: string | undefined) => {
    const posted = request(app).post('/api/auth/oidc/exchange');
    return (flowCookie ? posted.set('cookie', flowCookie) : posted).send({ code });
  };
  return { provider, cookieOf, start, signInWith, callback, finish, exchange };
}
