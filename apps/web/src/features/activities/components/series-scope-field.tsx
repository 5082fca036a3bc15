import type { SeriesScope } from '@peerconnect/contracts';
import { useId } from 'react';
import { SERIES_TEXT as T } from '@/config/series.messages';

/** Which dates of a series an edit or a cancel applies to. */
export function SeriesScopeField<S extends SeriesScope>({
  scopes,
  value,
  legend = T.applyLegend,
  onChange,
}: {
  scopes: readonly S[];
  value: S;
  legend?: string;
  onChange(scope: S): void;
}) {
  const name = useId();
  return (
    <fieldset className="series-scope">
      <legend>{legend}</legend>
      {scopes.map((scope) => (
        <label key={scope} className="checkbox-row">
          <input
            type="radio"
            name={name}
            checked={value === scope}
            onChange={() => onChange(scope)}
          />
          {T.scopes[scope]}
        </label>
      ))}
    </fieldset>
  );
}
