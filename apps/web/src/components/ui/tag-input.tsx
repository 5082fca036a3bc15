import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { APP_MESSAGES } from '@/config/messages';

interface TagInputProps {
  label: string;
  value: string[];
  onChange(tags: string[]): void;
  placeholder?: string;
  /** Tags others chose, offered as chips to add with one tap (those already added are left out). */
  suggestions?: readonly string[];
}

const has = (tags: readonly string[], tag: string) =>
  tags.some((existing) => existing.toLowerCase() === tag.toLowerCase());

/**
 * Tags added with Enter, or kept when the field is left with text in it (nothing typed is dropped
 * silently): trimmed, empty and duplicate (ignoring case) entries ignored, each removable.
 */
export function TagInput({ label, value, onChange, placeholder, suggestions = [] }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const offered = suggestions.filter((tag) => !has(value, tag));

  function add(text = draft) {
    const tag = text.trim();
    setDraft('');
    if (!tag || has(value, tag)) return;
    onChange([...value, tag]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={draft}
        placeholder={placeholder ?? APP_MESSAGES.tagPlaceholder}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => add()}
      />
      {value.length > 0 && (
        <ul className="tags" aria-label={APP_MESSAGES.tagsAdded(label)}>
          {value.map((tag) => (
            <li key={tag} className="tag">
              <span>{tag}</span>
              <button
                type="button"
                className="tag-remove"
                aria-label={APP_MESSAGES.removeTag(tag)}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {offered.length > 0 && (
        <ul className="tags tag-suggestions" aria-label={APP_MESSAGES.suggestionsLabel(label)}>
          {offered.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                className="tag tag-suggestion"
                aria-label={APP_MESSAGES.addSuggestion(tag)}
                onClick={() => add(tag)}
              >
                <Plus size={14} aria-hidden="true" />
                {tag}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
