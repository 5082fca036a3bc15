import { lazy, Suspense, type ReactNode } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { SHELL_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { useAfterFirstRender } from '@/lib/use-after-first-render';
import type { SectionIconName } from './section-icon';

const NAV = SHELL_MESSAGES.nav;

// The icons follow the first paint in boxes of their size (the icon library stays out of the
// first load), and the count, which brings the socket client and the message schemas, on its own.
const SectionIcon = lazy(() => import('./section-icon'));
const UnreadBadge = lazy(() => import('@/features/messages/components/unread-badge'));
// Sends what the student wrote offline once the connection returns, whatever the page.
const OutboxRunner = lazy(() => import('@/features/messages/outbox/outbox-runner'));

/**
 * A main section's link; `short`, the start of its label, is all a phone's bottom bar shows, and
 * `alsoAt` a route outside `to` that belongs to the section.
 */
function Section({
  to,
  icon,
  label,
  short = label,
  end,
  alsoAt,
  children,
}: {
  to: string;
  icon: SectionIconName;
  label: string;
  short?: string;
  end?: boolean;
  alsoAt?: string;
  children?: ReactNode;
}) {
  const iconBox = <span className="nav-icon" aria-hidden="true" />;
  const iconShown = useAfterFirstRender();
  const { pathname } = useLocation();
  const inSection = alsoAt !== undefined && matchPath(alsoAt, pathname) !== null;
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        // The name on hover where a narrow desktop shows the icon alone (navbar.css).
        title={label}
        className={({ isActive }) => `nav-section${isActive || inSection ? ' active' : ''}`}
      >
        {iconShown ? (
          <Suspense fallback={iconBox}>
            <SectionIcon name={icon} />
          </Suspense>
        ) : (
          iconBox
        )}
        <span className="nav-label">
          {short}
          {short !== label && <span className="nav-label-more">{label.slice(short.length)}</span>}
        </span>
        {children}
      </NavLink>
    </li>
  );
}

/**
 * A signed-in student's sections, drawn with the first paint (arriving later they made the top bar
 * wrap under the page's start); their icons, for the phone's bottom bar, and the unread count
 * follow it, so visitors' first load carries neither.
 */
export function MemberSections() {
  const countShown = useAfterFirstRender();
  return (
    <>
      <Section to={paths.dashboard} icon="dashboard" label={NAV.dashboard} />
      <Section to={paths.activities()} icon="activities" label={NAV.activities} end />
      <Section
        to={paths.newActivity}
        icon="create"
        label={NAV.createActivity}
        short={NAV.createActivity.split(' ')[0]}
      />
      <Section to={paths.friends} icon="friends" label={NAV.friends} />
      <Section
        to={paths.messages}
        icon="messages"
        label={NAV.messages}
        alsoAt={paths.activityChat(':activityId')}
      >
        {countShown && (
          <Suspense fallback={null}>
            <UnreadBadge />
          </Suspense>
        )}
      </Section>
      <Suspense fallback={null}>
        <OutboxRunner />
      </Suspense>
    </>
  );
}
