import http from 'node:http';
import https from 'node:https';
import type { PushPayload } from '@peerconnect/contracts';
import webpush from 'web-push';
import type { PushConfig } from '@/config/env';
import { endpointAllowed, publicOnlyLookup } from './endpoint-policy';

/** How long a push service keeps a notification for an offline device: a day. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 15_000;

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the push service answered: delivered, or the subscription is gone for good. */
export type PushOutcome = 'sent' | 'gone';

export class PushFailed extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PushFailed';
  }
}

/**
 * One push, encrypted (RFC 8291, aes128gcm) and VAPID-signed (RFC 8292) by web-push's
 * `generateRequestDetails`, sent with node's own client, which speaks http as well as https (so
 * tests run a local push service) and, in production, resolves names to public addresses only.
 * 404 and 410 mean the subscription is gone; any other failure throws, for the queue to retry.
 */
export function createPushSender(config: PushConfig) {
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };
  return async function send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    if (!endpointAllowed(target.endpoint, config.publicEndpointsOnly)) return 'gone';
    const details = webpush.generateRequestDetails(target, JSON.stringify(payload), {
      vapidDetails,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: payload.type === 'direct-message' ? 'high' : 'normal',
    });
    const status = await post(details.endpoint, details.headers, details.body, config);
    if (status === 404 || status === 410) return 'gone';
    if (status < 200 || status >= 300)
      throw new PushFailed(`push service answered ${status}`, status);
    return 'sent';
  };
}

function post(
  endpoint: string,
  headers: Record<string, string | number>,
  body: Buffer,
  config: PushConfig,
): Promise<number> {
  const url = new URL(endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': body.length },
        timeout: TIMEOUT_MS,
        ...(config.publicEndpointsOnly ? { lookup: publicOnlyLookup } : {}),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new PushFailed('push service timed out')));
    request.on('error', reject);
    request.end(body);
  });
}
