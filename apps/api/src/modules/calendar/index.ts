export { calendarRoutes } from './calendar.routes';
export { calendarOf, sendCalendar } from './ical';
