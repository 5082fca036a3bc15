export {
  addCampus,
  campusBadgeOf,
  campusForUser,
  listCampuses,
  refreshCampusOf,
} from './campus.service';
