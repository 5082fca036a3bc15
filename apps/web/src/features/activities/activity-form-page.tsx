import './activities.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_MESSAGES,
  createActivityRequestSchema,
  type CreateActivityInput,
  type CreateActivityRequest,
} from '@peerconnect/contracts';
import {
  ACTIVITY_LIFE_TEXT as T,
  ACTIVITY_TEXT as M,
  SHARE_TEXT as S,
} from '@/config/activity.messages';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Field, SelectField, TextAreaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { browserTimeZone } from '@/lib/time-zone';
import { useAuth } from '@/features/auth';
import { ApiRequestError } from '@/lib/api-client';
import { usePictureChoice } from '@/lib/use-picture-choice';
import { useActivity } from './api/get-activity';
import { useSaveActivity } from './api/save-activity';
import { useCreateSeries } from './api/create-series';
import { useUpdateSeries } from './api/update-series';
import { PictureField } from './components/picture-field';
import { NO_REPEAT, RepeatFields, repeatRule } from './components/repeat-fields';
import { SeriesScopeField } from './components/series-scope-field';
import { useEndFollowsStart } from './use-end-follows-start';

const CATEGORY_OPTIONS = [
  { value: '', label: M.chooseCategory },
  ...ACTIVITY_CATEGORIES.map((category) => ({ value: category, label: category })),
];
import { toDateTimeLocal } from './format';

/** A date of a series is edited alone or with the following ones (cancelling also offers all). */
const EDIT_SCOPES = ['this', 'following'] as const;

const empty: CreateActivityInput = {
  title: '',
  description: '',
  date: '',
  endDate: '',
  location: '',
  category: '' as never,
  maxParticipants: '',
  sharePreview: true,
};

function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.kind === 'http' ? error.message : M.noResponse;
  return M.createFailed;
}

/** Create (`/activities/new`) and edit (`/activities/edit/:activityId`, organizer only) share this form. */
export default function ActivityFormPage() {
  const { activityId } = useParams();
  const editing = Boolean(activityId);
  const { user } = useAuth();
  const navigate = useNavigate();
  const existing = useActivity(activityId ?? '', editing);
  const [failure, setFailure] = useState<string | null>(null);
  const picture = usePictureChoice();
  const form = useForm<CreateActivityInput, unknown, CreateActivityRequest>({
    resolver: zodResolver(createActivityRequestSchema),
    defaultValues: empty,
  });

  useEffect(() => {
    const activity = existing.data;
    if (!activity) return;
    form.reset({
      title: activity.title,
      description: activity.description,
      date: toDateTimeLocal(activity.date),
      endDate: toDateTimeLocal(activity.endDate),
      location: activity.location,
      category: activity.category,
      maxParticipants: activity.maxParticipants === null ? '' : String(activity.maxParticipants),
      sharePreview: activity.sharePreview !== false,
    });
  }, [existing.data, form]);

  useEndFollowsStart(form, existing.data);
  const save = useSaveActivity(activityId);
  const [repeat, setRepeat] = useState(NO_REPEAT);
  const [repeatError, setRepeatError] = useState<string>();
  const [scope, setScope] = useState<'this' | 'following'>('this');
  const series = existing.data?.series;
  const createSeries = useCreateSeries();
  const updateSeries = useUpdateSeries(series?._id ?? '', activityId ?? '');
  const startText = useWatch({ control: form.control, name: 'date' });
  const start = typeof startText === 'string' && startText ? new Date(startText) : null;
  const repeating = !editing && repeat.frequency !== 'none';
  const severalDates = repeating || (Boolean(series) && scope === 'following');
  const busy = save.isPending || createSeries.isPending || updateSeries.isPending;
  const onError = (error: unknown) => setFailure(saveErrorMessage(error));

  /** A series answers all its dates: the page of the date being created or edited opens. */
  function submitDates(values: CreateActivityRequest) {
    const opened = (dates: { _id: string }[]) => {
      const shown = activityId ?? dates[0]?._id;
      if (shown) navigate(paths.activity(shown));
    };
    if (editing) {
      updateSeries.mutate(
        { scope: 'following', changes: values },
        { onSuccess: (saved) => opened(saved.activities), onError },
      );
      return;
    }
    const parsed = repeatRule(repeat);
    setRepeatError('error' in parsed ? parsed.error : undefined);
    if ('rule' in parsed)
      createSeries.mutate(
        { activity: values, repeat: parsed.rule },
        { onSuccess: (saved) => opened(saved.activities), onError },
      );
  }

  const submit = (values: CreateActivityRequest) =>
    severalDates
      ? submitDates(values)
      : save.mutate(
          { values, image: picture.file ?? undefined },
          {
            onSuccess: (activity) =>
              activity?._id
                ? navigate(paths.activity(activity._id))
                : setFailure(M.unexpectedCreateResponse),
            onError,
          },
        );

  if (editing && existing.isPending) return <Spinner label={M.loadingActivity} fullPage />;
  if (editing && (existing.isError || existing.data?.creator._id !== user?._id)) {
    return (
      <div className="panel centered" role="alert">
        <p>{existing.isError ? M.detailLoadFailed : ACTIVITY_MESSAGES.organizerOnly}</p>
        <Link to={paths.activities()}>{M.backToActivities}</Link>
      </div>
    );
  }

  const errors = form.formState.errors;
  return (
    <div className="page narrow">
      <h1 tabIndex={-1}>{editing ? M.editTitle : M.createActivity}</h1>
      <form
        className="panel form-stack"
        onSubmit={form.handleSubmit((values) => !picture.error && submit(values))}
        noValidate
      >
        {failure && (
          <p className="alert" role="alert">
            {failure}
          </p>
        )}
        <Field label={M.titleLabel} error={errors.title?.message} {...form.register('title')} />
        <TextAreaField
          label={M.descriptionLabel}
          rows={5}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Field
          label={M.dateLabel}
          type="datetime-local"
          hint={T.timeZone(browserTimeZone())}
          error={errors.date?.message}
          {...form.register('date')}
        />
        <Field
          label={M.endLabel}
          type="datetime-local"
          hint={T.endHint}
          error={errors.endDate?.message}
          {...form.register('endDate')}
        />
        <Field
          label={M.locationLabel}
          error={errors.location?.message}
          {...form.register('location')}
        />
        <SelectField
          label={M.categoryLabel}
          options={CATEGORY_OPTIONS}
          error={errors.category?.message}
          {...form.register('category')}
        />
        <Field
          label={M.maxParticipantsLabel}
          type="number"
          min={1}
          inputMode="numeric"
          hint={M.maxParticipantsHint}
          error={errors.maxParticipants?.message}
          {...form.register('maxParticipants')}
        />
        {!editing && (
          <RepeatFields
            choice={repeat}
            start={start && !Number.isNaN(start.getTime()) ? start : null}
            error={repeatError}
            onChange={setRepeat}
          />
        )}
        {series && (
          <SeriesScopeField
            scopes={EDIT_SCOPES}
            value={scope}
            onChange={(next) => setScope(next)}
          />
        )}
        {!severalDates && <PictureField picture={picture} current={existing.data?.image} />}
        <div>
          <label className="checkbox-row">
            <input
              type="checkbox"
              aria-describedby="share-preview-hint"
              {...form.register('sharePreview')}
            />
            {S.previewLabel}
          </label>
          <p id="share-preview-hint" className="field-hint">
            {S.previewHint}
          </p>
        </div>
        <div className="form-actions">
          <button type="button" className="button button-secondary" onClick={() => navigate(-1)}>
            {M.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? (editing ? M.saving : M.creating) : editing ? M.saveChanges : M.createActivity}
          </button>
        </div>
      </form>
    </div>
  );
}
