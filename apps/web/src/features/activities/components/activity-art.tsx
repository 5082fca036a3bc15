import '../activities.css';
import { pictureSrcSet, type Activity } from '@peerconnect/contracts';
import { lazy, Suspense, type ImgHTMLAttributes } from 'react';
import type { ArtIconName } from './art-icon';

// The symbols (some thirty icons) follow the cards' first paint: the colours are there at once.
const ArtIcon = lazy(() => import('./art-icon'));

/** The colour family of a picture: study, sports, gaming, hanging out, career or other. */
export type ArtKind = 'study' | 'sports' | 'gaming' | 'social' | 'career' | 'other';

interface Art {
  kind: ArtKind;
  icon: ArtIconName;
}

// The first rule whose words appear in the title (then the description) draws the picture.
const RULES: [RegExp, ArtKind, ArtIconName][] = [
  [/\b(football|soccer|futsal)\b/, 'sports', 'Goal'],
  [/\bhockey\b/, 'sports', 'HockeyStick'],
  [/\b(yoga|pilates|meditation|stretching)\b/, 'sports', 'Flower2'],
  [/\b(rugby)\b/, 'sports', 'RugbyBall'],
  [/\b(volleyball|tennis|badminton|squash|ping ?pong)\b/, 'sports', 'Volleyball'],
  [/\b(run|running|jog|jogging|marathon|5k)\b/, 'sports', 'Footprints'],
  [/\b(cycling|bike|biking|cycle)\b/, 'sports', 'Bike'],
  [/\b(swim|swimming|rowing|surf)\b/, 'sports', 'Waves'],
  [/\b(hike|hiking|climbing|bouldering|trek)\b/, 'sports', 'Mountain'],
  [/\b(gym|workout|fitness|lifting|crossfit)\b/, 'sports', 'Dumbbell'],
  [/\b(martial|boxing|karate|judo|fencing)\b/, 'sports', 'Swords'],
  [/\b(basketball|frisbee|match|tournament)\b/, 'sports', 'Trophy'],
  [/\bchess\b/, 'gaming', 'ChessKnight'],
  [/\b(board games?|card games?|d&d|dungeons|tabletop)\b/, 'gaming', 'Dices'],
  [/\b(gaming|game|games|esports|lan|mario|fifa|console)\b/, 'gaming', 'Gamepad2'],
  [/\b(startups?|pitch|panel|networking|cv|interview|internship)\b/, 'career', 'Presentation'],
  [/\b(math|maths|mathematics|calculus|statistics|algebra)\b/, 'study', 'Calculator'],
  [/\b(coding|code|programming|hackathon|python|javascript|algorithms)\b/, 'study', 'Code'],
  [/\b(language|spanish|french|german|japanese|tandem)\b/, 'study', 'Languages'],
  [/\b(chemistry|biology|physics|lab|science)\b/, 'study', 'FlaskConical'],
  [/\b(exam|revision|thesis|tutoring)\b/, 'study', 'GraduationCap'],
  [/\b(writing|essay|poetry)\b/, 'study', 'PencilLine'],
  [/\b(reading|book|literature)\b/, 'study', 'BookOpen'],
  [/\b(movie|film|cinema|series)\b/, 'social', 'Clapperboard'],
  [/\b(music|concert|jam|band|choir|guitar)\b/, 'social', 'Music'],
  [/\b(karaoke|open mic|stand-?up|podcast)\b/, 'social', 'Mic'],
  [/\b(drama|theatre|theater|improv)\b/, 'social', 'Drama'],
  [/\b(coffee|tea|brunch|breakfast)\b/, 'social', 'Coffee'],
  [/\b(dinner|lunch|cooking|food|pizza|bake|baking|picnic)\b/, 'social', 'Utensils'],
  [/\b(party|celebration|mixer|social)\b/, 'social', 'PartyPopper'],
  [/\b(art|painting|drawing|sketch|photography|design)\b/, 'other', 'Palette'],
  [/\b(volunteer|volunteering|charity|clean-?up)\b/, 'other', 'HeartHandshake'],
  [/\b(workshop|seminar|talk)\b/, 'career', 'Presentation'],
];

const BY_CATEGORY: Record<string, Art> = {
  Academic: { kind: 'study', icon: 'BookOpen' },
  Sports: { kind: 'sports', icon: 'Medal' },
  Social: { kind: 'social', icon: 'Users' },
  Career: { kind: 'career', icon: 'Briefcase' },
  Other: { kind: 'other', icon: 'Shapes' },
};

/** The picture for an activity without one of its own: from its title, else its category. */
export function artFor(activity: Pick<Activity, 'title' | 'description' | 'category'>): Art {
  for (const text of [activity.title, activity.description]) {
    const words = text.toLowerCase();
    const rule = RULES.find(([pattern]) => pattern.test(words));
    if (rule) return { kind: rule[1], icon: rule[2] };
  }
  return BY_CATEGORY[activity.category] ?? { kind: 'other', icon: 'Shapes' };
}

/** The API's default picture of a category: drawn here instead, to tell activities apart. */
function isCategoryPicture(image: string): boolean {
  return /\/activity-images\/[a-z]+\.svg$/.test(image);
}

/** Decorative SVG artwork: the activity's symbol over its family's colours. */
export function ActivityArt({
  activity,
  className = '',
}: {
  activity: Pick<Activity, 'title' | 'description' | 'category'>;
  className?: string;
}) {
  const { kind, icon } = artFor(activity);
  return (
    <div className={`activity-art art-${kind} ${className}`} aria-hidden="true">
      <Suspense fallback={null}>
        <ArtIcon name={icon} />
      </Suspense>
    </div>
  );
}

/**
 * An activity's picture: its own upload, in the sizes the picture service made of it, or else the
 * artwork drawn for it. `sizes`, `width`, `height` and the loading hints say how the page shows it.
 */
export function ActivityPicture({
  activity,
  className,
  ...shown
}: {
  activity: Pick<Activity, 'image' | 'title' | 'description' | 'category'>;
  className: string;
} & Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority'
>) {
  if (isCategoryPicture(activity.image)) {
    return <ActivityArt activity={activity} className={className} />;
  }
  return (
    <img
      className={className}
      src={activity.image}
      srcSet={pictureSrcSet(activity.image)}
      alt=""
      {...shown}
    />
  );
}
