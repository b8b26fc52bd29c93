/** What other features use of search-form; everything else in this folder is its own. */
export { BagChoiceField } from './bag-choice-field';
export { ChildrenAges } from './children-ages';
export { CurrencySelect } from './currency-select';
export { loadValidation } from './load-validation';
export { LocationCombobox } from './location-combobox';
