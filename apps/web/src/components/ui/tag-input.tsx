import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { APP_MESSAGES } from '@/config/messages';

interface TagInputProps {
  label: string;
  value: string[];
  onChange(tags: string[]): void;
  placeholder?: string;
}

/** Tags added with Enter: trimmed, empty and duplicate (ignoring case) entries ignored, each removable. */
export function TagInput({ label, value, onChange, placeholder }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const id = useId();

  function add() {
    const tag = draft.trim();
    setDraft('');
    if (!tag || value.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return;
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
    </div>
  );
}
