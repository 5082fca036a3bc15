/** What the settings page uses of people: whether others can find the student by search. */
export { SearchableSetting } from './components/searchable-setting';
