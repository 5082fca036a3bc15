import { zodResolver } from '@hookform/resolvers/zod';
import { FRIEND_MESSAGES, findByEmailQuerySchema } from '@peerconnect/contracts';
import { FRIEND_TEXT } from '@/config/friend.messages';
import { TIMEOUTS } from '@/config/timeouts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { hasCode } from '@/lib/api-client';
import { useSendFriendRequestByEmail } from '../api/send-friend-request-by-email';
import { useOutcomeDisplay } from '../use-outcome-display';
import { OutcomeMessage } from './outcome-message';

type AddFriendInput = z.input<typeof findByEmailQuerySchema>;

/** What a failed 'Add New Friend' says, by what went wrong. */
export function addFriendFailure(error: unknown): string {
  if (hasCode(error, 'NOT_FOUND')) return FRIEND_TEXT.emailNotFound;
  // The server refuses a duplicate or pending request with its own explanation.
  if (hasCode(error, 'BAD_REQUEST', 'CONFLICT', 'VALIDATION', 'INVALID_ID'))
    return error.serverMessage ?? FRIEND_TEXT.invalidRequest;
  return FRIEND_TEXT.sendFailedLater;
}

/** Finds a student by email and sends them a request; the sender's own address is refused here. */
export function AddFriendForm() {
  const { user } = useAuth();
  const ownEmail = user?.email?.toLowerCase();
  const schema = useMemo(
    () =>
      findByEmailQuerySchema.refine(({ email }) => email !== ownEmail, {
        message: FRIEND_MESSAGES.cannotRequestSelf,
        path: ['email'],
      }),
    [ownEmail],
  );
  const { register, handleSubmit, formState, reset } = useForm<AddFriendInput>({
    resolver: zodResolver(schema),
  });
  const request = useSendFriendRequestByEmail();
  useOutcomeDisplay(request, { successMs: TIMEOUTS.statusMessage });

  const onSubmit = handleSubmit((values) =>
    request.mutate(schema.parse(values).email, { onSuccess: () => reset() }),
  );

  return (
    <form className="form-stack add-friend-form" onSubmit={onSubmit} noValidate>
      <p className="muted">{FRIEND_TEXT.addIntro}</p>
      <OutcomeMessage
        status={request.status}
        success={
          request.data?.response.status === 'accepted'
            ? request.data.response.message
            : FRIEND_MESSAGES.sentSuccess
        }
        failure={addFriendFailure(request.error)}
      />
      <Field
        label={FRIEND_TEXT.emailLabel}
        type="email"
        autoComplete="off"
        required
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <button type="submit" className="button button-primary" disabled={request.isPending}>
        {FRIEND_TEXT.sendRequest}
      </button>
      <Link to={paths.activities()} className="discover-link">
        {FRIEND_TEXT.discoverLink}
      </Link>
    </form>
  );
}
