import './landing.css';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { APP_MESSAGES, SHELL_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import type { LandingIconName } from './landing-icon';

// Decoration: the icons follow the first paint, in boxes of their final size (nothing moves).
const LandingIcon = lazy(() => import('./landing-icon'));

function Decoration({ name, size }: { name: LandingIconName; size: number }) {
  return (
    <Suspense fallback={null}>
      <LandingIcon name={name} size={size} />
    </Suspense>
  );
}

const { features, getStarted, logIn } = SHELL_MESSAGES.landing;

const FEATURES: { icon: LandingIconName; title: string; text: string }[] = [
  {
    icon: 'discover',
    title: features[0],
    text: 'Study groups, pick-up games, gaming nights and meetups happening around campus.',
  },
  {
    icon: 'people',
    title: features[1],
    text: 'Meet students who share your hobbies, subjects, sports and taste in music and film.',
  },
  {
    icon: 'create',
    title: features[2],
    text: 'Start an activity in a minute, pick a time and place, and see who joins.',
  },
];

export default function LandingPage() {
  const { isAuthenticated } = useAuth();
  return (
    <div className="landing">
      <section className="hero">
        <div className="hero-art" aria-hidden="true">
          <span className="hero-tile tile-study">
            <Decoration name="discover" size={28} />
          </span>
          <span className="hero-tile tile-people">
            <Decoration name="people" size={32} />
          </span>
          <span className="hero-tile tile-chat">
            <Decoration name="chat" size={28} />
          </span>
        </div>
        <h1 tabIndex={-1}>Find your people on campus</h1>
        <p className="lead">
          PeerConnect helps students find, join and create activities — and make friends with
          like-minded peers.
        </p>
        <div className="hero-actions">
          {isAuthenticated ? (
            <Link to={paths.dashboard} className="button button-primary button-large">
              {APP_MESSAGES.goToDashboard}
            </Link>
          ) : (
            <>
              <Link to={paths.register} className="button button-primary button-large">
                {getStarted}
              </Link>
              <Link to={paths.login} className="button button-secondary button-large">
                {logIn}
              </Link>
            </>
          )}
        </div>
      </section>
      <section className="feature-grid" aria-label="What you can do">
        {FEATURES.map((feature) => (
          <article key={feature.title} className="card feature-card">
            <span className="feature-icon">
              <Decoration name={feature.icon} size={24} />
            </span>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </article>
        ))}
      </section>
      <section className="cta panel">
        <h2>Ready to meet your peers?</h2>
        <p>Join an activity this week — it only takes a minute to sign up.</p>
        <Link
          to={isAuthenticated ? paths.activities() : paths.register}
          className="button button-primary"
        >
          {isAuthenticated ? 'Explore Activities' : getStarted}
        </Link>
      </section>
      <footer className="footer">
        <p>© {new Date().getFullYear()} PeerConnect · Made by students, for students.</p>
      </footer>
    </div>
  );
}
