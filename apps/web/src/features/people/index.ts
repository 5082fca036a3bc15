/** What other features use of finding people: the search and the search-privacy switch. */
export { PeopleSearch } from './components/people-search';
export { SearchableSetting } from './components/searchable-setting';
