/** What other features use of profile; everything else in this folder is its own. */
export { CurrencySelect, LanguageSelect } from './preference-selects';
