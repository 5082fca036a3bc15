import type { Request } from 'express';

/** The API's public address, for absolute image links: PUBLIC_URL if set, else what the request used. */
export function baseUrlOf(req: Request, publicUrl: string | undefined): string {
  return (publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/$/, '');
}
