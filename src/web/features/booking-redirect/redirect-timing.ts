/** product.md §9: the page counts down 3 seconds, then opens the flight tab and the hotel tab 500 ms after it. */
export const redirectCountdownSeconds = 3;
export const hotelTabDelayMs = 500;
