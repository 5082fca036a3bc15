import { PROFILE_TEXT as M } from '@/config/profile.messages';
import { TIMEOUTS } from '@/config/timeouts';
import { useId, useRef } from 'react';
import { useRandomAvatar } from '../api/random-avatar';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { failureMessage } from '../failure-message';
import { usePictureChoice } from '@/lib/use-picture-choice';
import { useTimedMessage } from '../use-timed-message';
import { StatusMessage } from './status-message';

/** The owner's picture controls: choose a file, see it, then upload it; or let the API draw an avatar. */
export function PictureEditor() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const choice = usePictureChoice();
  const upload = useUploadProfilePicture();
  const randomAvatar = useRandomAvatar();
  const status = useTimedMessage();
  const busy = upload.isPending || randomAvatar.isPending;

  function reset() {
    choice.clear();
    if (input.current) input.current.value = '';
  }

  const onChanged = () => {
    reset();
    status.show({ text: M.pictureUpdated, tone: 'success' }, TIMEOUTS.statusMessage);
  };

  function uploadChosen() {
    if (!choice.file) return;
    status.show(null);
    upload.mutate(choice.file, {
      onSuccess: onChanged,
      onError: (error) =>
        status.show({ text: failureMessage(error, M.uploadFailed), tone: 'error' }),
    });
  }

  function drawAvatar() {
    status.show(null);
    randomAvatar.mutate(undefined, {
      onSuccess: onChanged,
      onError: (error) =>
        status.show({ text: failureMessage(error, M.avatarFailed), tone: 'error' }),
    });
  }

  return (
    <section className="panel profile-picture-editor" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{M.pictureTitle}</h2>
      <StatusMessage message={status.message} />
      {choice.preview && (
        <img className="profile-picture-preview" src={choice.preview} alt={M.picturePreview} />
      )}
      <div className="field">
        <label htmlFor={inputId}>{M.changePicture}</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => choice.choose(event.target.files?.[0])}
        />
        <p id={`${inputId}-hint`} className="field-hint">
          {M.pictureHint}
        </p>
        {choice.error && (
          <p className="field-error" role="alert">
            {choice.error}
          </p>
        )}
      </div>
      <div className="form-actions">
        {choice.file && (
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={reset}
              disabled={busy}
            >
              {M.keepPicture}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={uploadChosen}
              disabled={busy}
            >
              {upload.isPending ? M.uploading : M.uploadPicture}
            </button>
          </>
        )}
        <button type="button" className="button button-ghost" onClick={drawAvatar} disabled={busy}>
          {randomAvatar.isPending ? M.generating : M.randomAvatar}
        </button>
      </div>
    </section>
  );
}
