import { requestActivityList } from './early-activity-list';

/**
 * A classic script of its own (built by build-tools/classic-script-build.ts), which
 * public/first-paint.js adds on /activities when a token is stored: it runs while the HTML is still
 * being parsed, so the list (and then its first picture, the page's largest paint) is requested
 * before the entry chunk has even been evaluated. app/early-data.ts takes the answer over.
 */
window.earlyActivityList = requestActivityList(window.location.search);
