/** What other features use of price-history; everything else in this folder is its own. */
export { PriceChart, type PriceChartProps } from './price-chart';
