/**
 * A small runner of the unified test format (mongodb/specifications
 * source/unified-test-format/unified-test-format.md) for the CRUD tests: entities, initial data,
 * operations through the official driver, expected results, errors, command events and outcomes.
 * Tests whose runOnRequirements exclude a 7.0 standalone are skipped, as any driver's runner does.
 */
import { readFileSync } from 'node:fs';
import { EJSON, deserialize, serialize, type Document } from 'bson';
import {
  GridFSBucket,
  MongoClient,
  MongoServerError,
  type ServerApi,
  type Collection,
  type CommandStartedEvent,
  type CommandSucceededEvent,
  type CommandFailedEvent,
  type Db,
} from 'mongodb';
import { bucketOperations, newBucket } from './gridfs';
import { assertMatches, Mismatch } from './match';
import { MongoBulkWriteError, operationFor, bulkResult, type Entity } from './operations';

export const SERVER_VERSION = [7, 0, 0];

export type Outcome =
  | { status: 'passed' }
  | { status: 'failed'; reason: string }
  | { status: 'skipped'; reason: string };

export interface TestResult {
  file: string;
  description: string;
  outcome: Outcome;
}

const version = (text: string) => text.split('.').map(Number);
function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/** Why a set of requirements excludes this server, or undefined when one of them admits it. */
function excluded(requirements: Document[] | undefined): string | undefined {
  if (!requirements || requirements.length === 0) return undefined;
  const reasons = requirements.map((r) => {
    if (r.minServerVersion && compareVersions(SERVER_VERSION, version(r.minServerVersion)) < 0)
      return `needs server ≥ ${r.minServerVersion}`;
    if (r.maxServerVersion && compareVersions(SERVER_VERSION, version(r.maxServerVersion)) > 0)
      return `needs server ≤ ${r.maxServerVersion}`;
    if (r.topologies && !(r.topologies as string[]).includes('single'))
      return `needs ${(r.topologies as string[]).join('/')}`;
    if (r.serverless === 'require') return 'needs serverless';
    if (r.auth === true) return 'needs auth';
    if (r.csfle === true) return 'needs csfle';
    if (r.serverParameters) return 'needs server parameters';
    return undefined;
  });
  return reasons.includes(undefined) ? undefined : reasons[0];
}

type AnyEvent = CommandStartedEvent | CommandSucceededEvent | CommandFailedEvent;

interface Entities {
  clients: Map<string, { client: MongoClient; events: { type: string; event: AnyEvent }[] }>;
  objects: Map<string, Entity>;
  values: Map<string, unknown>;
}

async function createEntities(uri: string, specs: Document[]): Promise<Entities> {
  const entities: Entities = { clients: new Map(), objects: new Map(), values: new Map() };
  for (const spec of specs) {
    if (spec.client) {
      const {
        id,
        observeEvents = [],
        ignoreCommandMonitoringEvents = [],
        uriOptions = {},
      } = spec.client;
      const client = new MongoClient(uri, {
        monitorCommands: true,
        serverSelectionTimeoutMS: 5000,
        ...uriOptions,
        ...(spec.client.serverApi ? { serverApi: spec.client.serverApi as ServerApi } : {}),
      });
      const events: { type: string; event: AnyEvent }[] = [];
      for (const type of ['commandStarted', 'commandSucceeded', 'commandFailed'] as const) {
        if (!(observeEvents as string[]).includes(`${type}Event`)) continue;
        client.on(type, (event: AnyEvent) => {
          if ((ignoreCommandMonitoringEvents as string[]).includes(event.commandName)) return;
          // Handshakes and the runner's own commands, unless the test watches the sensitive ones.
          const sensitive = ['hello', 'ismaster', 'isMaster'].includes(event.commandName);
          if (sensitive && spec.client.observeSensitiveCommands === true) {
            events.push({ type: `${type}Event`, event });
            return;
          }
          if (
            sensitive ||
            ['buildInfo', 'configureFailPoint', 'endSessions'].includes(event.commandName)
          )
            return;
          events.push({ type: `${type}Event`, event });
        });
      }
      await client.connect();
      entities.clients.set(id, { client, events });
      entities.objects.set(id, client);
    } else if (spec.database) {
      const client = entities.objects.get(spec.database.client) as MongoClient;
      entities.objects.set(
        spec.database.id,
        client.db(spec.database.databaseName, spec.database.databaseOptions),
      );
    } else if (spec.collection) {
      const db = entities.objects.get(spec.collection.database) as Db;
      entities.objects.set(
        spec.collection.id,
        db.collection(spec.collection.collectionName, spec.collection.collectionOptions),
      );
    } else if (spec.bucket) {
      const db = entities.objects.get(spec.bucket.database) as Db;
      entities.objects.set(spec.bucket.id, newBucket(db, spec.bucket.bucketOptions));
    } else if (spec.session) {
      const client = entities.objects.get(spec.session.client) as MongoClient;
      entities.values.set(spec.session.id, client.startSession(spec.session.sessionOptions));
    } else {
      throw new Error(`unsupported entity ${Object.keys(spec)[0]}`);
    }
  }
  return entities;
}

async function loadInitialData(admin: MongoClient, data: Document[] | undefined): Promise<void> {
  for (const { databaseName, collectionName, documents, createOptions } of data ?? []) {
    const db = admin.db(databaseName);
    await db.dropCollection(collectionName).catch(() => undefined);
    await db.createCollection(collectionName, createOptions ?? {});
    if (documents.length > 0) await db.collection(collectionName).insertMany(documents);
  }
}

function checkError(expected: Document, error: unknown, entities: Entities): void {
  const e = error as MongoServerError & { errorResponse?: Document; errInfo?: Document };
  const serverSide = error instanceof MongoServerError || error instanceof MongoBulkWriteError;
  if (expected.isClientError === true && serverSide)
    throw new Mismatch(`expected a client error, got ${e.message}`);
  if (expected.isClientError === false && !serverSide)
    throw new Mismatch(`expected a server error, got ${e.message}`);
  if (
    expected.errorContains &&
    !String(e.message).toLowerCase().includes(String(expected.errorContains).toLowerCase())
  )
    throw new Mismatch(
      `expected an error containing '${expected.errorContains}', got '${e.message}'`,
    );
  if (expected.errorCode !== undefined && e.code !== Number(expected.errorCode))
    throw new Mismatch(`expected error code ${expected.errorCode}, got ${e.code} (${e.message})`);
  if (expected.errorCodeName !== undefined && e.codeName !== expected.errorCodeName)
    throw new Mismatch(`expected ${expected.errorCodeName}, got ${e.codeName}`);
  if (expected.errorResponse) assertMatches(expected.errorResponse, e.errorResponse ?? {}, true);
  if (expected.expectResult) {
    if (!(error instanceof MongoBulkWriteError))
      throw new Mismatch('expected a partial bulk result');
    assertMatches(expected.expectResult, bulkResult(error.result), true);
  }
  if (expected.writeErrors) {
    const writeErrors = error instanceof MongoBulkWriteError ? error.writeErrors : [];
    assertMatches(expected.writeErrors, writeErrors, true);
  }
  void entities;
}

/** Replaces `{ $$id: ... }`-free expectations; the CRUD tests only use plain saved values, not entity references. */
async function runOperation(
  operation: Document,
  entities: Entities,
  admin: MongoClient,
): Promise<void> {
  // Arguments as an application passes them: plain numbers, not Int32 objects (the driver checks
  // `typeof limit === 'number'`); documents keep their BSON types.
  const args = EJSON.parse(
    EJSON.stringify((operation.arguments as Document | undefined) ?? {}, { relaxed: false }),
    {
      relaxed: true,
    },
  ) as Document;
  let run: () => Promise<unknown>;
  if (operation.object === 'testRunner') {
    run = testRunnerOperation(operation.name as string, args, admin, entities);
  } else if (entities.objects.get(operation.object as string) instanceof GridFSBucket) {
    const op = Object.hasOwn(bucketOperations, operation.name as string)
      ? bucketOperations[operation.name as string]
      : undefined;
    if (!op) throw new Error(`unsupported operation bucket.${operation.name}`);
    const bucket = entities.objects.get(operation.object as string) as GridFSBucket;
    run = () => op(bucket, withEntities(args, entities));
  } else {
    const target = entities.objects.get(operation.object as string);
    if (!target) throw new Error(`unknown entity ${operation.object}`);
    const kind =
      target instanceof MongoClient
        ? 'client'
        : 'collectionName' in target
          ? 'collection'
          : 'database';
    const op =
      kind === 'client'
        ? clientOperation(operation.name as string)
        : operationFor(kind, operation.name as string);
    if (!op) throw new Error(`unsupported operation ${kind}.${operation.name}`);
    run = () => op(target as Collection, args);
  }
  let result: unknown;
  try {
    result = await run();
  } catch (error) {
    if (operation.expectError) {
      checkError(operation.expectError as Document, error, entities);
      return;
    }
    throw new Mismatch(`unexpected error: ${(error as Error).message}`);
  }
  if (operation.expectError)
    throw new Mismatch(`expected an error, got ${EJSON.stringify(result as Document)}`);
  if ('expectResult' in operation)
    assertMatches(operation.expectResult, result, true, '', entities.values);
  if (operation.saveResultAsEntity)
    entities.values.set(operation.saveResultAsEntity as string, result);
}

/** The test runner's own operations: fail points and assertions on the server's collections. */
function testRunnerOperation(name: string, args: Document, admin: MongoClient, entities: Entities) {
  const collectionExists = async () => {
    const { databaseName, collectionName } = args as {
      databaseName: string;
      collectionName: string;
    };
    const found = await admin
      .db(databaseName)
      .listCollections({ name: collectionName }, { nameOnly: true })
      .toArray();
    return found.length > 0;
  };
  switch (name) {
    case 'failPoint':
      return async () => admin.db('admin').command(args.failPoint as Document);
    case 'assertCollectionExists':
      return async () => {
        if (!(await collectionExists()))
          throw new Mismatch(`${String(args.collectionName)} is missing`);
      };
    case 'assertCollectionNotExists':
      return async () => {
        if (await collectionExists()) throw new Mismatch(`${String(args.collectionName)} exists`);
      };
    case 'assertSameLsidOnLastTwoCommands':
      return async () => {
        const started = (entities.clients.get(args.client as string)?.events ?? []).filter(
          ({ type }) => type === 'commandStartedEvent',
        );
        const lsids = started
          .slice(-2)
          .map(({ event }) => EJSON.stringify((event as CommandStartedEvent).command.lsid));
        if (lsids.length < 2 || lsids[0] !== lsids[1])
          throw new Mismatch('the last two commands did not share a session');
      };
    default:
      throw new Error(`unsupported testRunner operation ${name}`);
  }
}

/** Arguments with `{ $$hexBytes }` as bytes and saved results (`id: uploadedObjectId` names an entity) resolved. */
function withEntities(args: Document, entities: Entities): Document {
  const resolved: Document = {};
  for (const [key, value] of Object.entries(args)) {
    const hex = (value as Document | null)?.$$hexBytes;
    if (typeof hex === 'string') resolved[key] = Buffer.from(hex, 'hex');
    else if (typeof value === 'string' && key === 'id' && entities.values.has(value))
      resolved[key] = entities.values.get(value);
    else resolved[key] = value;
  }
  return resolved;
}

/** The client-level operations: clientBulkWrite (the driver refuses it before a 8.0 server). */
function clientOperation(name: string) {
  if (name !== 'clientBulkWrite') return undefined;
  return (client: Entity, args: Document) => {
    const { models, ...options } = args;
    // The format's `{ updateOne: { namespace, ... } }` is the driver's `{ name: 'updateOne', namespace, ... }`.
    const named = (models as Document[]).map((model) => {
      const [name] = Object.keys(model);
      return { name, ...(model[name!] as Document) };
    });
    return (client as MongoClient).bulkWrite(named as never, options);
  };
}

function eventDocument(type: string, event: AnyEvent): Document {
  const common = {
    commandName: event.commandName,
    databaseName: event.databaseName,
    hasServerConnectionId: event.serverConnectionId != null,
    hasServiceId: event.serviceId != null,
  };
  if (type === 'commandStartedEvent')
    // Through BSON, as the server sees it: the driver's option classes (ReadConcern) become documents.
    return { ...common, command: deserialize(serialize((event as CommandStartedEvent).command)) };
  if (type === 'commandSucceededEvent')
    return { ...common, reply: (event as CommandSucceededEvent).reply };
  return common;
}

function checkEvents(expected: Document[], entities: Entities): void {
  for (const { client: id, events, ignoreExtraEvents, eventType = 'command' } of expected) {
    if (eventType !== 'command') continue;
    const actual = entities.clients.get(id)?.events ?? [];
    if (actual.length < events.length || (!ignoreExtraEvents && actual.length > events.length))
      throw new Mismatch(
        `expected ${events.length} events, got ${actual.length} (${actual.map((a) => a.event.commandName).join(', ')})`,
      );
    (events as Document[]).forEach((want, i) => {
      const [type] = Object.keys(want);
      const got = actual[i]!;
      if (got.type !== type)
        throw new Mismatch(
          `event ${i}: expected ${type}, got ${got.type} ${got.event.commandName}`,
        );
      // The command and the reply are root documents: they may carry fields the test does not name.
      const wanted = want[type!] as Document;
      const actualEvent = eventDocument(got.type, got.event);
      for (const [key, value] of Object.entries(wanted))
        assertMatches(value, actualEvent[key], true, `events[${i}].${key}`);
    });
  }
}

async function checkOutcome(admin: MongoClient, outcome: Document[] | undefined): Promise<void> {
  for (const { databaseName, collectionName, documents } of outcome ?? []) {
    const actual = await admin
      .db(databaseName)
      .collection(collectionName)
      .find({}, { sort: { _id: 1 } })
      .toArray();
    assertMatches(documents, actual, true, `outcome ${collectionName}`);
  }
}

/** Runs every test of one file; each test gets its own entities, and the file's initial data again. */
export async function runFile(uri: string, path: string, file: string): Promise<TestResult[]> {
  const spec = EJSON.parse(readFileSync(path, 'utf8'), { relaxed: false }) as Document;
  const results: TestResult[] = [];
  const fileExcluded = excluded(spec.runOnRequirements);
  const admin = await new MongoClient(uri).connect();
  try {
    for (const test of spec.tests as Document[]) {
      const description = test.description as string;
      const skip =
        fileExcluded ?? excluded(test.runOnRequirements) ?? (test.skipReason as string | undefined);
      if (skip) {
        results.push({ file, description, outcome: { status: 'skipped', reason: skip } });
        continue;
      }
      let entities: Entities | undefined;
      try {
        await loadInitialData(admin, spec.initialData);
        entities = await createEntities(uri, spec.createEntities ?? []);
        for (const operation of test.operations as Document[])
          await runOperation(operation, entities, admin);
        if (test.expectEvents) checkEvents(test.expectEvents, entities);
        await checkOutcome(admin, test.outcome);
        results.push({ file, description, outcome: { status: 'passed' } });
      } catch (error) {
        results.push({
          file,
          description,
          outcome: { status: 'failed', reason: (error as Error).message },
        });
      } finally {
        await admin
          .db('admin')
          .command({ configureFailPoint: 'failCommand', mode: 'off' })
          .catch(() => undefined);
        for (const { client } of entities?.clients.values() ?? []) await client.close();
      }
    }
  } finally {
    await admin.close();
  }
  return results;
}
