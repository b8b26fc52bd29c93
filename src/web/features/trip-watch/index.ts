/** What other features use of trip-watch; everything else in this folder is its own. */
export { TripWatchSwitch } from './trip-watch-switch';
export { WatchTripButton } from './watch-trip-button';
export { WatchedTripList } from './watched-trip-list';
