import {
  LIMITS,
  seriesDates,
  seriesRuleSchema,
  type SeriesFrequency,
  type SeriesRule,
} from '@peerconnect/contracts';
import { useId } from 'react';
import { Field, SelectField } from '@/components/ui/field';
import { SERIES_TEXT as T } from '@/config/series.messages';
import { browserTimeZone } from '@/lib/time-zone';
import { formatCardDate } from '../format';

/** What the form's repeat section holds, as typed. */
export interface RepeatChoice {
  frequency: SeriesFrequency | 'none';
  weekdays: number[];
  endsBy: 'count' | 'until';
  count: string;
  until: string;
}

export const NO_REPEAT: RepeatChoice = {
  frequency: 'none',
  weekdays: [],
  endsBy: 'count',
  count: '4',
  until: '',
};

/** ISO weekday (1 Monday … 7 Sunday) of a date in the browser's zone. */
export const weekdayOf = (date: Date) => ((date.getDay() + 6) % 7) + 1;

/** The choice as the series rule, or the first problem with it. */
export function repeatRule(choice: RepeatChoice): { rule: SeriesRule } | { error: string } {
  const parsed = seriesRuleSchema.safeParse({
    frequency: choice.frequency,
    weekdays: choice.weekdays,
    ends: choice.endsBy === 'count' ? { count: Number(choice.count) } : { until: choice.until },
    timeZone: browserTimeZone(),
  });
  return parsed.success
    ? { rule: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? T.repeatLabel };
}

/** Every week or every two weeks, on which weekdays, until a day or for how many dates. */
export function RepeatFields({
  choice,
  start,
  error,
  onChange,
}: {
  choice: RepeatChoice;
  /** The first date's start, once the form has one: the preview counts from it. */
  start: Date | null;
  error?: string;
  onChange(choice: RepeatChoice): void;
}) {
  const id = useId();
  const set = (change: Partial<RepeatChoice>) => onChange({ ...choice, ...change });
  const toggleDay = (day: number, on: boolean) =>
    set({
      weekdays: on ? [...choice.weekdays, day] : choice.weekdays.filter((d) => d !== day),
    });
  const rule = choice.frequency === 'none' ? null : repeatRule(choice);
  const dates = rule && 'rule' in rule && start ? seriesDates(start, rule.rule) : [];
  const last = dates.at(-1);

  return (
    <fieldset className="repeat-fields">
      <SelectField
        label={T.repeatLabel}
        value={choice.frequency}
        options={(['none', 'weekly', 'biweekly'] as const).map((value) => ({
          value,
          label: T.repeatOptions[value],
        }))}
        onChange={(event) => {
          const frequency = event.target.value as RepeatChoice['frequency'];
          // The start's weekday is the natural first choice.
          const weekdays =
            choice.weekdays.length === 0 && start ? [weekdayOf(start)] : choice.weekdays;
          set({ frequency, weekdays });
        }}
      />
      {choice.frequency !== 'none' && (
        <>
          <fieldset className="weekday-picker">
            <legend>{T.weekdaysLegend}</legend>
            {T.weekdays.map((short, index) => (
              <label key={short} className="weekday" title={T.weekdayNames[index]}>
                <input
                  type="checkbox"
                  aria-label={T.weekdayNames[index]}
                  checked={choice.weekdays.includes(index + 1)}
                  onChange={(event) => toggleDay(index + 1, event.target.checked)}
                />
                <span aria-hidden="true">{short}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="repeat-ends">
            <legend>{T.endsLegend}</legend>
            <label className="checkbox-row">
              <input
                type="radio"
                name={`${id}-ends`}
                checked={choice.endsBy === 'count'}
                onChange={() => set({ endsBy: 'count' })}
              />
              {T.endsAfter}
            </label>
            {choice.endsBy === 'count' && (
              <Field
                label={T.timesLabel}
                type="number"
                inputMode="numeric"
                min={2}
                max={LIMITS.seriesMaxOccurrences}
                value={choice.count}
                onChange={(event) => set({ count: event.target.value })}
              />
            )}
            <label className="checkbox-row">
              <input
                type="radio"
                name={`${id}-ends`}
                checked={choice.endsBy === 'until'}
                onChange={() => set({ endsBy: 'until' })}
              />
              {T.endsOn}
            </label>
            {choice.endsBy === 'until' && (
              <Field
                label={T.untilLabel}
                type="date"
                value={choice.until}
                onChange={(event) => set({ until: event.target.value })}
              />
            )}
          </fieldset>
          {last && dates.length <= LIMITS.seriesMaxOccurrences && (
            <p className="field-hint" role="status">
              {T.datesPreview(dates.length, formatCardDate(last.toISOString()))}
            </p>
          )}
          <p className="field-hint">
            {T.chatNote} {T.pictureNote}
          </p>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
