import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface ShellProps {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label, a control, and its hint and error wired to the control for screen readers. */
function FieldShell({
  label,
  hint,
  error,
  id,
  children,
}: ShellProps & { children: (control: ControlProps) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy =
    [hint && `${controlId}-hint`, error && `${controlId}-error`].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={`${controlId}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = ShellProps & InputHTMLAttributes<HTMLInputElement>;

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, hint, error, id, ...input },
  ref,
) {
  return (
    <FieldShell label={label} hint={hint} error={error} id={id}>
      {(control) => <input ref={ref} {...control} {...input} />}
    </FieldShell>
  );
});

type TextAreaFieldProps = ShellProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, hint, error, id, ...textarea }, ref) {
    return (
      <FieldShell label={label} hint={hint} error={error} id={id}>
        {(control) => <textarea ref={ref} {...control} {...textarea} />}
      </FieldShell>
    );
  },
);

type SelectFieldProps = ShellProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly { value: string; label: string }[];
  };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, id, options, ...select },
  ref,
) {
  return (
    <FieldShell label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select ref={ref} {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
});
