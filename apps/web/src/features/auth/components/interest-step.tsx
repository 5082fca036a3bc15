import type { InterestKind } from '@peerconnect/contracts';
import { TagInput } from '@/components/ui/tag-input';
import { REGISTER_TEXT } from '@/config/auth.messages';
import { INTEREST_LABELS } from '@/config/interest.messages';
import { usePopularInterests } from '../api/get-popular-interests';

export type Interests = Record<InterestKind, string[]>;

/** The two interest steps, the same in the sign-up and the university sign-in's welcome. */
export const INTEREST_STEPS = {
  interests: {
    title: REGISTER_TEXT.interestsTitle,
    kinds: ['hobbies', 'favoriteSubjects', 'sports'],
  },
  tastes: { title: REGISTER_TEXT.tastesTitle, kinds: ['musicGenres', 'movieGenres'] },
} satisfies Record<string, { title: string; kinds: InterestKind[] }>;

interface InterestStepProps {
  title: string;
  kinds: InterestKind[];
  interests: Interests;
  onChange(interests: Interests): void;
  /** Absent on a first step: no Back button. */
  onBack?: () => void;
  onNext(): void;
  nextLabel: string;
  busy?: boolean;
}

/** One wizard step of interest tag lists, with Back and the step's forward button. */
export function InterestStep({
  title,
  kinds,
  interests,
  onChange,
  onBack,
  onNext,
  nextLabel,
  busy,
}: InterestStepProps) {
  return (
    <div className="wizard-step">
      <h2>{title}</h2>
      <p className="muted">{REGISTER_TEXT.interestsHint}</p>
      {kinds.map((kind) => (
        <SuggestedTags
          key={kind}
          kind={kind}
          value={interests[kind]}
          onChange={(tags) => onChange({ ...interests, [kind]: tags })}
        />
      ))}
      <div className="wizard-actions">
        {onBack && (
          <button
            type="button"
            className="button button-secondary"
            onClick={onBack}
            disabled={busy}
          >
            {REGISTER_TEXT.back}
          </button>
        )}
        <button type="button" className="button button-primary" onClick={onNext} disabled={busy}>
          {nextLabel}
        </button>
      </div>
    </div>
  );
}

/** One list, with the values other students chose most as chips. */
function SuggestedTags({
  kind,
  value,
  onChange,
}: {
  kind: InterestKind;
  value: string[];
  onChange(tags: string[]): void;
}) {
  const suggestions = usePopularInterests(kind);
  return (
    <TagInput
      label={INTEREST_LABELS[kind]}
      value={value}
      onChange={onChange}
      suggestions={suggestions}
    />
  );
}
