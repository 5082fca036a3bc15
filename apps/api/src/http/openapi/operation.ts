import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** Why a request can fail; each becomes an error response with the API's one error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

export interface SuccessResponse {
  status: number;
  description: string;
  /** JSON body; omitted for non-JSON bodies (files, pages), described by `contentType`. */
  schema?: z.ZodType;
  contentType?: string;
}

/** One row of the route table: everything the OpenAPI document says about an operation. */
export interface Operation {
  method: HttpMethod;
  /** The full path in OpenAPI form, e.g. /api/activities/{id}. */
  path: string;
  tag: string;
  summary: string;
  /** Needs a session token (x-auth-token or Authorization: Bearer). */
  auth: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body; `multipartFile` also accepts it as multipart/form-data with that file field. */
  body?: z.ZodType;
  multipartFile?: string;
  responses: SuccessResponse[];
  errors: ErrorStatus[];
}

/** The component names request and response schemas appear under in the document. */
export interface NamedSchemas {
  requests: Record<string, z.ZodType>;
  responses: Record<string, z.ZodType>;
}

/** A JSON success response. */
export const json = (status: number, description: string, schema: z.ZodType): SuccessResponse => ({
  status,
  description,
  schema,
});

/** A success response whose body is a file or page, not JSON. */
export const file = (description: string, contentType: string): SuccessResponse => ({
  status: 200,
  description,
  contentType,
});

export const list = <T extends z.ZodType>(item: T) => z.array(item);
