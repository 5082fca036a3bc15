export {
  addCampus,
  campusBadgeOf,
  campusForUser,
  issuerMayVouchFor,
  listCampuses,
  refreshCampusOf,
} from './campus.service';
