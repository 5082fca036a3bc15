import './gallery.css';
import type { Activity } from '@peerconnect/contracts';
import { Pencil, Trash2, UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, SelectField, TextAreaField } from '@/components/ui/field';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TagInput } from '@/components/ui/tag-input';
import { ActivityArt } from '@/features/activities/components/activity-art';
import { ActivityCard } from '@/features/activities/components/activity-card';

// The development-only component gallery (/dev/gallery): every shared piece in both themes, side
// by side, to review the look in one place. Never part of a production build (router.tsx).

const PEOPLE = ['Ada Lovelace', 'mateo_13', 'jade_7', 'Grace Hopper', 'omar_9'].map(
  (username, index) => ({ _id: String(index).padStart(24, 'a'), username, profilePicture: '' }),
);

const SAMPLE: Activity = {
  _id: 'b'.repeat(24),
  title: 'Sunday morning yoga on the lawn',
  description: 'All levels welcome: bring a mat, we bring the calm.',
  category: 'Sports',
  date: '2026-12-06T09:30:00.000Z',
  endDate: '2026-12-06T11:00:00.000Z',
  location: 'Campus Green',
  maxParticipants: 12,
  image: '/api/activity-images/sports.svg',
  creator: PEOPLE[0]!,
  participants: PEOPLE,
  waitlistCount: 0,
};

const ART_TITLES = [
  ['Calculus study group', 'Academic'],
  ['Five-a-side football', 'Sports'],
  ['Morning yoga', 'Sports'],
  ['Ice hockey practice', 'Sports'],
  ['Retro gaming night', 'Social'],
  ['Board games evening', 'Social'],
  ['Coffee and chat', 'Social'],
  ['Drama movie night', 'Social'],
  ['Startups networking meetup', 'Career'],
  ['Painting workshop', 'Other'],
  ['Volunteering: park clean-up', 'Other'],
  ['Something else', 'Other'],
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="gallery-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Showcase() {
  const [tags, setTags] = useState(['Chess', 'Climbing']);
  const [tab, setTab] = useState(0);
  return (
    <>
      <Section title="Type">
        <h1>Heading one</h1>
        <h2>Heading two</h2>
        <h3>Heading three</h3>
        <p>
          Body text with <a href="#gallery">a link</a>. <span className="muted">Muted text.</span>
        </p>
      </Section>
      <Section title="Buttons">
        <div className="stack-actions">
          <button type="button" className="button button-primary">
            Primary
          </button>
          <button type="button" className="button button-secondary">
            Secondary
          </button>
          <button type="button" className="button button-ghost">
            Ghost
          </button>
          <button type="button" className="button button-danger">
            Danger
          </button>
          <button type="button" className="button button-primary" disabled>
            Disabled
          </button>
        </div>
        <div className="stack-actions">
          <button type="button" className="button button-primary button-small">
            <UserPlus size={16} aria-hidden="true" />
            Small
          </button>
          <button type="button" className="button button-secondary button-small">
            Small
          </button>
          <button type="button" className="icon-button" aria-label="Edit">
            <Pencil size={20} aria-hidden="true" />
          </button>
          <button type="button" className="icon-button" aria-label="Delete" aria-pressed="true">
            <Trash2 size={20} aria-hidden="true" />
          </button>
        </div>
      </Section>
      <Section title="Fields">
        <div className="form-stack">
          <Field label="Text" placeholder="Placeholder" hint="A hint under the field" />
          <Field label="With an error" defaultValue="x" error="Username is required" />
          <SelectField label="Select" options={[{ value: 'a', label: 'All' }]} />
          <TextAreaField label="Text area" rows={2} />
          <div className="field">
            <label htmlFor="gallery-file">File</label>
            <input id="gallery-file" type="file" />
          </div>
          <TagInput label="Tags" value={tags} onChange={setTags} />
        </div>
      </Section>
      <Section title="Messages">
        <div className="form-stack">
          <p className="alert">Something went wrong.</p>
          <p className="notice">Check your inbox to verify your email.</p>
          <p className="status-success">Profile updated successfully</p>
          <div className="badge-row">
            <span className="badge">Badge</span>
            <span className="badge nav-badge">3</span>
          </div>
        </div>
      </Section>
      <Section title="Avatars">
        <div className="stack-actions">
          {PEOPLE.map((person, index) => (
            <Avatar
              key={person._id}
              name={person.username}
              size={index === 0 ? 'large' : index % 2 ? 'medium' : 'small'}
            />
          ))}
        </div>
      </Section>
      <Section title="Tabs and switches">
        <div className="tabs" role="tablist" aria-label="Sample tabs">
          {['My Friends (9)', 'Friend Requests (4)', 'Add New Friend'].map((label, index) => (
            <button
              key={label}
              type="button"
              role="tab"
              className="tab"
              aria-selected={tab === index}
              onClick={() => setTab(index)}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="segmented" role="group" aria-label="Which">
          <button type="button" className="segment" aria-pressed="true">
            Upcoming
          </button>
          <button type="button" className="segment" aria-pressed="false">
            Past
          </button>
        </div>
      </Section>
      <Section title="Surfaces and states">
        <div className="panel">
          <p>A panel, with a flat card inside:</p>
          <div className="card">A card in a panel has no second border.</div>
        </div>
        <EmptyState title="Nothing here yet" icon={UserPlus}>
          <a href="#gallery">Do something about it</a>
        </EmptyState>
        <Spinner label="Loading..." />
        <SkeletonRows count={2} label="Loading rows" />
      </Section>
      <Section title="Activity card and artwork">
        <div className="activity-grid">
          <ActivityCard activity={SAMPLE} />
        </div>
        <div className="gallery-art">
          {ART_TITLES.map(([title, category]) => (
            <figure key={title}>
              <ActivityArt activity={{ title, category, description: '' }} />
              <figcaption>{title}</figcaption>
            </figure>
          ))}
        </div>
      </Section>
    </>
  );
}

export default function GalleryPage() {
  return (
    <div className="page" id="gallery">
      <header className="page-header">
        <h1 tabIndex={-1}>Component gallery</h1>
      </header>
      <div className="gallery-themes">
        <div className="theme-light gallery-pane">
          <Showcase />
        </div>
        <div className="theme-dark gallery-pane">
          <Showcase />
        </div>
      </div>
    </div>
  );
}
