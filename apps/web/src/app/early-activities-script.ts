import { documentParsed } from './document-parsed';
import { requestActivityList } from './early-activity-list';
import { showFirstPictureThenStartApp } from './early-first-picture';
import { showAddressFilters } from './early-shell-filters';

/**
 * A classic script of its own (built by build-tools/classic-script-build.ts), which
 * public/first-paint.js adds on /activities when a token is stored: it runs while the HTML is still
 * being parsed, so the list is requested, and its first picture shown in the page's shell, before
 * the entry chunk is evaluated. app/early-data.ts takes the answer over. The shell's filters are
 * set to the address's meanwhile.
 */
window.earlyActivityList = requestActivityList(window.location.search);
// A list that failed shows its error once the app reads it; the picture just is not shown early.
showFirstPictureThenStartApp(window.earlyActivityList.fetched).catch(() => undefined);
void documentParsed().then(() => showAddressFilters(window.location.search));
