import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { setPageTitle } from '@/lib/document-title';
import type { RouteHandle } from '../route-handle';

const APP_NAME = 'PeerConnect';

function pageTitle(matches: ReturnType<typeof useMatches>): string {
  const handle = matches.findLast((match) => match.handle)?.handle as RouteHandle | undefined;
  return handle ? `${handle.title} · ${APP_NAME}` : APP_NAME;
}

/**
 * Each page has its own title, and after a navigation focus moves to the new page's main heading
 * (every page's h1 is focusable by script; while a page still loads, the main region), so a screen reader announces the page instead of staying on the link.
 * Only a new path moves focus: filters kept in the query string must not take it from their input.
 */
export function usePageAnnouncement(): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = pageTitle(matches);
  const previousPath = useRef(pathname);

  useEffect(() => {
    setPageTitle(title);
  }, [title]);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    const main = document.getElementById('main');
    (main?.querySelector<HTMLElement>('h1[tabindex]') ?? main)?.focus();
  }, [pathname]);
}
