import { API_MESSAGES } from '@peerconnect/contracts';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit } from 'express-rate-limit';
import { AppError } from '@/lib/app-error';
import type { RateLimitStores } from '@/socket/adapter';
import type { MessageCounter } from '@/socket/socket-rate-limit';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const SIGNUP_WINDOW_MS = 60 * 60 * 1000;
/** The per-account and per-address limits allow this many times the per-pair one. */
const WIDE_LIMIT_FACTOR = 5;

const tooMany: RequestHandler = (_req, _res, next) =>
  next(new AppError(429, API_MESSAGES.tooManyRequests));

/**
 * The client's address as Express sees it. It only comes from X-Forwarded-For when TRUST_PROXY
 * names the proxies in front of the API, so a client cannot reset its limit by forging that header.
 */
const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? '');

const userKey = (userId: string) => `user|${userId}`;

/** The signed-in student (behind `authenticate`), else the address. */
const userOf = (req: Request) => userKey(req.userId ?? addressOf(req));

const accountOf = (req: Request) => {
  const email: unknown = req.body?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

interface Counting {
  windowMs: number;
  limit: number;
  key: (req: Request) => string;
  store: ReturnType<RateLimitStores>;
  skipSuccessfulRequests?: boolean;
  skip?: (req: Request) => boolean;
}

/** Every limit of the API: counted per key in a window, refused with its one 429 body. */
function countingLimit({ key, store, ...options }: Counting): RequestHandler {
  return rateLimit({
    ...(store ? { store } : {}),
    ...options,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: key,
    handler: tooMany,
  });
}

const failedLoginLimit = (
  limit: number,
  key: (req: Request) => string,
  store: ReturnType<RateLimitStores>,
) => countingLimit({ windowMs: LOGIN_WINDOW_MS, limit, key, store, skipSuccessfulRequests: true });

/**
 * Slows password guessing, counting failed sign-ins per 15 minutes three ways: one address on one
 * email (`limit`), one email from anywhere (a distributed guess at one account), and one address on
 * any email (one machine trying many accounts); the wider two allow five times as many, so one
 * attacker cannot lock a student out as easily as they can slow themselves down. Successful sign-ins
 * do not count.
 */
export function loginRateLimit(limit: number, stores: RateLimitStores): RequestHandler[] {
  const wide = limit * WIDE_LIMIT_FACTOR;
  return [
    failedLoginLimit(limit, (req) => `${addressOf(req)}|${accountOf(req)}`, stores('login-pair')),
    failedLoginLimit(wide, (req) => `account|${accountOf(req)}`, stores('login-account')),
    failedLoginLimit(wide, (req) => `address|${addressOf(req)}`, stores('login-address')),
  ];
}

/**
 * At most `limit` new accounts per hour from one address: a script creating hundreds would slow
 * every sign-in (their hashing shares the password workers).
 */
export function signupRateLimit(limit: number, stores: RateLimitStores): RequestHandler {
  return countingLimit({
    windowMs: SIGNUP_WINDOW_MS,
    limit,
    key: (req) => `address|${addressOf(req)}`,
    store: stores('signups'),
  });
}

/** Pictures one student may upload per 10 minutes, over every route that takes one. */
const UPLOADS_PER_WINDOW = 20;
const UPLOAD_WINDOW_MS = 10 * 60 * 1000;

/**
 * Counts the requests that carry a file (after the multipart body is parsed), per student: each one
 * is stored, so a script must not be able to fill the storage.
 */
export function uploadRateLimit(stores: RateLimitStores): RequestHandler {
  return countingLimit({
    windowMs: UPLOAD_WINDOW_MS,
    limit: UPLOADS_PER_WINDOW,
    skip: (req) => !req.file,
    key: userOf,
    store: stores('uploads'),
  });
}

/**
 * At most `limit` calls per window for one signed-in user (behind `authenticate`), whatever their
 * address: friend requests and messages are what a spammer would send. With `store` (Redis, when
 * instances share it) the count covers every instance, not only the one a request landed on.
 */
export function perUserRateLimit(
  limit: number,
  windowMs: number,
  store: ReturnType<RateLimitStores>,
): RequestHandler {
  return countingLimit({ windowMs, limit, key: userOf, store });
}

/** One count of the messages a student sends or changes, over HTTP and over sockets. */
export interface MessageLimit extends MessageCounter {
  /** For the HTTP routes that send, edit or delete a message (behind `authenticate`). */
  http: RequestHandler;
}

/**
 * At most `perMinute` messages per student, however many sockets and tabs they open and whether
 * they send over HTTP or a socket; with Redis, on every instance together. The one store is
 * counted by the HTTP limiter (which starts its window) and directly for socket events.
 */
export function messageRateLimit(perMinute: number, stores: RateLimitStores): MessageLimit {
  const store = stores('messages') ?? new MemoryStore();
  // One student's socket counts are taken one after another: the memory store answers every
  // increment with its one live counter, so events read together would all see the last count.
  const counting = new Map<string, Promise<boolean>>();
  const take = (userId: string): Promise<boolean> => {
    const count = async () => (await store.increment(userKey(userId))).totalHits <= perMinute;
    const counted = (counting.get(userId) ?? Promise.resolve(true)).then(count, count);
    counting.set(userId, counted);
    const forget = () => counting.get(userId) === counted && counting.delete(userId);
    counted.then(forget, forget);
    return counted;
  };
  return {
    http: countingLimit({ windowMs: 60 * 1000, limit: perMinute, key: userOf, store }),
    take,
  };
}

const HOUR_MS = 60 * 60 * 1000;

const limitPerHour = (
  limit: number,
  key: (req: Request) => string,
  store: ReturnType<RateLimitStores>,
) => countingLimit({ windowMs: HOUR_MS, limit, key, store });

/**
 * Password reset mails per hour: 5 to one address (nobody's inbox is flooded), 20 from one client
 * address (nobody walks a list of emails).
 */
export function resetLinkRateLimit(stores: RateLimitStores): RequestHandler[] {
  return [
    limitPerHour(5, (req) => `account|${accountOf(req)}`, stores('reset-account')),
    limitPerHour(20, (req) => `address|${addressOf(req)}`, stores('reset-address')),
  ];
}

/** Followed links (reset, verification) per hour from one address. */
export function linkRateLimit(stores: RateLimitStores): RequestHandler {
  return limitPerHour(60, (req) => `address|${addressOf(req)}`, stores('mailed-links'));
}

/**
 * Provider sign-in steps (start, callback, code exchange) per hour from one address: a campus
 * network puts many students behind one, and each sign-in takes three.
 */
export function oidcRateLimit(stores: RateLimitStores): RequestHandler {
  return limitPerHour(600, (req) => `address|${addressOf(req)}`, stores('oidc'));
}

/** Verification mails a signed-in student may ask for again per hour. */
export function resendRateLimit(stores: RateLimitStores): RequestHandler {
  return limitPerHour(3, userOf, stores('verify-resend'));
}

/** A password the request offers to prove it is the student (changing it, the email, leaving). */
const offersPassword = (req: Request) => {
  const body = req.body as { currentPassword?: unknown; password?: unknown } | undefined;
  const offered = body?.currentPassword ?? body?.password;
  return typeof offered === 'string' && offered !== '';
};

/**
 * Wrong current passwords per student, as sign-in counts them (`limit` failures in 15 minutes),
 * over every route that checks one together: a stolen session cannot guess the password either.
 */
export function passwordCheckLimit(limit: number, stores: RateLimitStores): RequestHandler {
  return countingLimit({
    windowMs: LOGIN_WINDOW_MS,
    limit,
    key: userOf,
    store: stores('password-checks'),
    skipSuccessfulRequests: true,
    skip: (req) => !offersPassword(req),
  });
}

/**
 * Address changes a student may ask for per hour (each mails the old address and a link to the
 * new one). A profile save that does not change the email carries no password and is not counted.
 */
export function emailChangeLimit(stores: RateLimitStores): RequestHandler {
  return countingLimit({
    windowMs: HOUR_MS,
    limit: 5,
    key: userOf,
    store: stores('email-changes'),
    skip: (req) => !offersPassword(req),
  });
}
