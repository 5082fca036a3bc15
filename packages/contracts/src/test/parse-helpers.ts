/** Test helpers shared by the schema tests: the messages a failed parse reports, in order. */
interface ParseResult {
  success: boolean;
  error?: { issues: { message: string }[] };
}

export const messages = (result: ParseResult) => result.error?.issues.map((i) => i.message) ?? [];

export const firstMessage = (result: ParseResult) => messages(result)[0];

export const OBJECT_ID = '64b7f0c2a1b2c3d4e5f60718';
export const OTHER_ID = '64b7f0c2a1b2c3d4e5f60719';
