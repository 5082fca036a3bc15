export { CampusModel } from './campus.model';
export {
  addCampus,
  campusBadgeOf,
  campusForUser,
  listCampuses,
  refreshCampusOf,
} from './campus.service';
