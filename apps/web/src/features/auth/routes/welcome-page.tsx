import '../auth.css';
import { usernameSchema } from '@peerconnect/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { REGISTER_TEXT as WIZARD } from '@/config/auth.messages';
import { OIDC_TEXTS } from '@/config/oidc.messages';
import { paths } from '@/config/paths';
import { useAuth } from '../api/get-session';
import { useSaveWelcome } from '../api/save-welcome';
import { INTEREST_STEPS, InterestStep, type Interests } from '../components/interest-step';
import { registerErrorMessage } from '../api/auth-errors';

/**
 * The wizard's interest steps for a student a university sign-in just created, with the username
 * proposed from their name to keep or change; then the dashboard.
 */
export default function WelcomePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const save = useSaveWelcome();
  const [step, setStep] = useState(2);
  const [username, setUsername] = useState(user?.username ?? '');
  const [error, setError] = useState<string | null>(null);
  const [interests, setInterests] = useState<Interests>({
    hobbies: user?.hobbies ?? [],
    favoriteSubjects: user?.favoriteSubjects ?? [],
    sports: user?.sports ?? [],
    musicGenres: user?.musicGenres ?? [],
    movieGenres: user?.movieGenres ?? [],
  });

  function onContinue() {
    const checked = usernameSchema.safeParse(username);
    setError(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) setStep(3);
  }

  async function onFinish() {
    setError(null);
    try {
      await save.mutateAsync({ username: username.trim(), ...interests });
      navigate(paths.dashboard, { replace: true });
    } catch (failure) {
      setError(registerErrorMessage(failure).message);
    }
  }

  return (
    <div className="auth-page">
      <section className="panel auth-card wizard" aria-labelledby="welcome-title">
        <h1 id="welcome-title" tabIndex={-1}>
          {OIDC_TEXTS.welcomeTitle}
        </h1>
        <p className="muted">{OIDC_TEXTS.welcomeIntro}</p>
        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}
        {step === 2 && (
          <>
            <Field
              label={WIZARD.username}
              autoComplete="username"
              name="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
            <InterestStep
              {...INTEREST_STEPS.interests}
              interests={interests}
              onChange={setInterests}
              onNext={onContinue}
              nextLabel={WIZARD.continue}
            />
          </>
        )}
        {step === 3 && (
          <InterestStep
            {...INTEREST_STEPS.tastes}
            interests={interests}
            onChange={setInterests}
            onBack={() => setStep(2)}
            onNext={() => void onFinish()}
            nextLabel={save.isPending ? OIDC_TEXTS.saving : OIDC_TEXTS.finish}
            busy={save.isPending}
          />
        )}
      </section>
    </div>
  );
}
