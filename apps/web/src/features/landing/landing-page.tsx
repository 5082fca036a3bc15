import './landing.css';
import { CirclePlus, Compass, MessageCircle, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { APP_MESSAGES, SHELL_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';

const { features, getStarted, logIn } = SHELL_MESSAGES.landing;

const FEATURES = [
  {
    icon: Compass,
    title: features[0],
    text: 'Study groups, pick-up games, gaming nights and meetups happening around campus.',
  },
  {
    icon: Users,
    title: features[1],
    text: 'Meet students who share your hobbies, subjects, sports and taste in music and film.',
  },
  {
    icon: CirclePlus,
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
            <Compass size={28} />
          </span>
          <span className="hero-tile tile-people">
            <Users size={32} />
          </span>
          <span className="hero-tile tile-chat">
            <MessageCircle size={28} />
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
        {FEATURES.map(({ icon: Icon, ...feature }) => (
          <article key={feature.title} className="card feature-card">
            <span className="feature-icon">
              <Icon size={24} aria-hidden="true" />
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
        {/* Prerendered at build time: a page built last year shows this year once hydrated. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} PeerConnect · Made by students, for students.
        </p>
      </footer>
    </div>
  );
}
