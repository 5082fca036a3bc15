import { CODE_OF_STATUS, type ApiErrorCode } from '@peerconnect/contracts';

/** The one error type services throw: an HTTP status, a message safe to show, and its code. */
export class AppError extends Error {
  readonly code: ApiErrorCode;

  constructor(
    readonly status: number,
    message: string,
    code?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? CODE_OF_STATUS[status] ?? 'SERVER_ERROR';
  }
}

export const badRequest = (message: string, code?: ApiErrorCode) =>
  new AppError(400, message, code);
export const unauthorized = (message: string, code?: ApiErrorCode) =>
  new AppError(401, message, code);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
