/** What other features use of saved-searches; everything else in this folder is its own. */
export { SavedSearchList } from './saved-search-list';
