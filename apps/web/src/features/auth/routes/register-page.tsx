import '../auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  INTEREST_KINDS,
  LIMITS,
  registerStep1Schema,
  type RegisterRequest,
  type RegisterStep1,
} from '@peerconnect/contracts';
import { DISPLAY } from '@/config/display';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Field } from '@/components/ui/field';
import { REGISTER_TEXT as WIZARD } from '@/config/auth.messages';
import { registerErrorMessage } from '../api/auth-errors';
import { useRegister } from '../api/register';
import { INTEREST_STEPS, InterestStep, type Interests } from '../components/interest-step';

const emptyInterests = Object.fromEntries(
  INTEREST_KINDS.map((kind) => [kind, [] as string[]]),
) as Interests;

/** Major and year go to the server only when filled; the year as an integer. */
export function toRegisterRequest(account: RegisterStep1, interests: Interests): RegisterRequest {
  const { confirmPassword: _confirm, major, graduationYear, ...required } = account;
  return {
    ...required,
    ...interests,
    ...(major ? { major } : {}),
    ...(graduationYear ? { graduationYear: Number.parseInt(graduationYear, 10) } : {}),
  };
}

export default function RegisterPage() {
  const createAccount = useRegister();
  const [step, setStep] = useState(1);
  const [interests, setInterests] = useState<Interests>(emptyInterests);
  const [failure, setFailure] = useState<{ message: string; hints?: readonly string[] } | null>(
    null,
  );
  const [creating, setCreating] = useState(false);
  const form = useForm<RegisterStep1>({
    resolver: zodResolver(registerStep1Schema),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      major: '',
      graduationYear: '',
    },
  });
  const stepError = Object.values(form.formState.errors)[0]?.message;

  const onContinue = form.handleSubmit(() => setStep(2));

  async function onCreate() {
    setFailure(null);
    setCreating(true);
    try {
      // Signed up, the visitors' route sends the student to the dashboard.
      await createAccount.mutateAsync(toRegisterRequest(form.getValues(), interests));
    } catch (error) {
      setFailure(registerErrorMessage(error));
      setCreating(false);
    }
  }

  return (
    <div className="auth-page">
      <section className="panel auth-card wizard" aria-labelledby="register-title">
        <h1 id="register-title" tabIndex={-1}>
          {WIZARD.title}
        </h1>
        <div
          className="progress"
          role="progressbar"
          aria-label={WIZARD.progressLabel}
          aria-valuemin={1}
          aria-valuemax={DISPLAY.wizardSteps}
          aria-valuenow={step}
          aria-valuetext={WIZARD.progressText(step, DISPLAY.wizardSteps)}
        >
          <div
            className="progress-bar"
            style={{ width: `${(step / DISPLAY.wizardSteps) * 100}%` }}
          />
        </div>
        <p className="muted">{WIZARD.progress(step, DISPLAY.wizardSteps)}</p>
        {failure && (
          <div className="alert" role="alert">
            <p>{failure.message}</p>
            {failure.hints && (
              <ul>
                {failure.hints.map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {step === 1 && (
          <form onSubmit={onContinue} noValidate>
            {stepError && (
              <p className="alert" role="alert">
                {stepError}
              </p>
            )}
            <Field label={WIZARD.username} autoComplete="username" {...form.register('username')} />
            <Field
              label={WIZARD.email}
              type="email"
              autoComplete="email"
              {...form.register('email')}
            />
            <Field
              label={WIZARD.password}
              type="password"
              autoComplete="new-password"
              {...form.register('password')}
            />
            <Field
              label={WIZARD.confirmPassword}
              type="password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
            <Field label={WIZARD.major} {...form.register('major')} />
            <Field
              label={WIZARD.graduationYear}
              type="number"
              inputMode="numeric"
              min={LIMITS.graduationYearMin}
              max={LIMITS.graduationYearMax}
              {...form.register('graduationYear')}
            />
            <button type="submit" className="button button-primary button-block">
              {WIZARD.continue}
            </button>
          </form>
        )}
        {step === 2 && (
          <InterestStep
            {...INTEREST_STEPS.interests}
            interests={interests}
            onChange={setInterests}
            onBack={() => setStep(1)}
            onNext={() => setStep(3)}
            nextLabel={WIZARD.continue}
          />
        )}
        {step === 3 && (
          <InterestStep
            {...INTEREST_STEPS.tastes}
            interests={interests}
            onChange={setInterests}
            onBack={() => setStep(2)}
            onNext={onCreate}
            nextLabel={creating ? WIZARD.creating : WIZARD.createAccount}
            busy={creating}
          />
        )}
        <p className="field-hint centered">
          {WIZARD.termsBefore}
          <Link to={paths.terms}>{WIZARD.termsLink}</Link>
          {WIZARD.termsBetween}
          <Link to={paths.privacy}>{WIZARD.privacyLink}</Link>.
        </p>
      </section>
    </div>
  );
}
