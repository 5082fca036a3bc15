import { zodResolver } from '@hookform/resolvers/zod';
import {
  INTEREST_KINDS,
  updateProfileRequestSchema,
  type UpdateProfileInput,
  type UpdateProfileRequest,
  type User,
} from '@peerconnect/contracts';
import { PROFILE_TEXT as M } from '@/config/profile.messages';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Field, TextAreaField } from '@/components/ui/field';
import { TagInput } from '@/components/ui/tag-input';
import { useUpdateProfile } from '../api/update-profile';
import { FailureAlert } from './failure-alert';
import { SubmitRow } from './submit-row';
import { ACCOUNT_TEXT as T } from '@/config/account.messages';
import { GENERAL_INTERESTS_LABEL, INTEREST_LABELS } from '@/config/interest.messages';

/** The saved profile as form values; general interests are edited as comma-separated text. */
function formValues(user: User): UpdateProfileInput {
  return {
    username: user.username,
    email: user.pendingEmail ?? user.email,
    currentPassword: '',
    bio: user.bio,
    location: user.location,
    interests: user.interests.join(', '),
    hobbies: user.hobbies,
    favoriteSubjects: user.favoriteSubjects,
    sports: user.sports,
    musicGenres: user.musicGenres,
    movieGenres: user.movieGenres,
  };
}

/** The owner's edit mode: checked with the same schema as the API, saved with PUT /api/users/profile. */
export function ProfileEditForm({
  user,
  onSaved,
  onCancel,
}: {
  user: User;
  onSaved(): void;
  onCancel(): void;
}) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: formValues(user),
  });
  const errors = form.formState.errors;
  const save = form.handleSubmit((values) => update.mutate(values, { onSuccess: onSaved }));
  const email = useWatch({ control: form.control, name: 'email' });
  const changingEmail = Boolean(
    email && email.trim().toLowerCase() !== (user.pendingEmail ?? user.email),
  );

  return (
    <form className="panel form-stack" onSubmit={save} noValidate aria-label={M.editProfile}>
      <h2>{M.editProfile}</h2>
      {update.isError && <FailureAlert error={update.error} fallback={M.updateFailed} />}
      <Field
        label={M.usernameLabel}
        autoComplete="username"
        error={errors.username?.message}
        {...form.register('username')}
      />
      {user.pendingEmail && (
        <p className="notice" role="status">
          {T.pendingEmail(user.pendingEmail)}
        </p>
      )}
      <Field
        label={M.emailLabel}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {changingEmail && (
        <Field
          label={M.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          hint={T.currentPasswordHint}
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      )}
      <TextAreaField
        label={M.bioLabel}
        rows={4}
        error={errors.bio?.message}
        {...form.register('bio')}
      />
      <Field
        label={M.locationLabel}
        error={errors.location?.message}
        {...form.register('location')}
      />
      <Field
        label={GENERAL_INTERESTS_LABEL}
        hint={M.interestsHint}
        error={errors.interests?.message}
        {...form.register('interests')}
      />
      {INTEREST_KINDS.map((kind) => (
        <Controller
          key={kind}
          control={form.control}
          name={kind}
          render={({ field }) => (
            <TagInput
              label={INTEREST_LABELS[kind]}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
      ))}
      <SubmitRow
        busy={update.isPending}
        label={M.saveChanges}
        busyLabel={M.saving}
        cancel={{ label: M.cancel, onClick: onCancel }}
      />
    </form>
  );
}
