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

const L = SHELL_MESSAGES.landing;
const { features, featureTexts, getStarted, logIn } = L;

const FEATURES: { icon: LandingIconName; title: string; text: string }[] = [
  {
    icon: 'discover',
    title: features[0],
    text: featureTexts[0],
  },
  {
    icon: 'people',
    title: features[1],
    text: featureTexts[1],
  },
  {
    icon: 'create',
    title: features[2],
    text: featureTexts[2],
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
        <h1 tabIndex={-1}>{L.title}</h1>
        <p className="lead">{L.lead}</p>
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
      <section className="feature-grid" aria-label={L.featuresLabel}>
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
        <h2>{L.ctaTitle}</h2>
        <p>{L.ctaText}</p>
        <Link
          to={isAuthenticated ? paths.activities() : paths.register}
          className="button button-primary"
        >
          {isAuthenticated ? L.exploreActivities : getStarted}
        </Link>
      </section>
      <footer className="footer">
        <p>{L.footer(new Date().getFullYear())}</p>
      </footer>
    </div>
  );
}
