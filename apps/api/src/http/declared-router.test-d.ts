/**
 * Compile-time cases of the declared router, checked by `pnpm typecheck` (never run): each
 * `@ts-expect-error` fails the build once the line under it stops being a type error.
 */
import { activityRoutes, operationRoutes, type Activity } from '@peerconnect/contracts';
import { declaredRouter, ok, SENT } from './declared-router';

declare const activity: Activity;
const { on } = declaredRouter('/api');

// The declared answers compile.
on(activityRoutes.detail, async () => ok(activity));
on(activityRoutes.create, async () => ({ status: 201, body: activity }));
on(operationRoutes.docs, () => SENT);

// @ts-expect-error: a body the route does not declare
on(activityRoutes.detail, async () => ok({ notAnActivity: true }));

// @ts-expect-error: a status the route does not declare (created answers 201)
on(activityRoutes.create, async () => ok(activity));

// @ts-expect-error: a JSON route cannot claim it wrote its answer itself
on(activityRoutes.detail, () => SENT);

// @ts-expect-error: a handler that answers nothing
on(activityRoutes.detail, async () => {});

// @ts-expect-error: a field the route does not declare, spread in
on(activityRoutes.detail, async () => ok({ ...activity, passwordHash: 'leak' }));

const leaking = { ...activity, creator: { ...activity.creator, email: 'someone@campus.edu' } };
// @ts-expect-error: a nested field the route does not declare, from a variable
on(activityRoutes.detail, async () => ok(leaking));
