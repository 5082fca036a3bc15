import {
  CirclePlus,
  Compass,
  LayoutDashboard,
  MessageCircle,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { SHELL_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';

const NAV = SHELL_MESSAGES.nav;

// The count brings the socket client and the message schemas: it follows on its own.
const UnreadBadge = lazy(() => import('@/features/messages/components/unread-badge'));
// Sends what the student wrote offline once the connection returns, whatever the page.
const OutboxRunner = lazy(() => import('@/features/messages/outbox/outbox-runner'));

/** A main section's link; `short`, the start of its label, is all a phone's bottom bar shows. */
function Section({
  to,
  icon: Icon,
  label,
  short = label,
  end,
  children,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  short?: string;
  end?: boolean;
  children?: ReactNode;
}) {
  return (
    <li>
      <NavLink to={to} end={end} className="nav-section">
        <Icon className="nav-icon" size={22} aria-hidden="true" />
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
 * A signed-in student's sections, with icons for the phone's bottom bar. Loaded after sign-in
 * (navbar.tsx): visitors' first load carries neither these icons nor the unread count.
 */
export default function MemberSections() {
  return (
    <>
      <Section to={paths.dashboard} icon={LayoutDashboard} label={NAV.dashboard} />
      <Section to={paths.activities()} icon={Compass} label={NAV.activities} end />
      <Section
        to={paths.newActivity}
        icon={CirclePlus}
        label={NAV.createActivity}
        short={NAV.createActivity.split(' ')[0]}
      />
      <Section to={paths.friends} icon={Users} label={NAV.friends} />
      <Section to={paths.messages} icon={MessageCircle} label={NAV.messages}>
        <Suspense fallback={null}>
          <UnreadBadge />
        </Suspense>
      </Section>
      <Suspense fallback={null}>
        <OutboxRunner />
      </Suspense>
    </>
  );
}
