/**
 * Accommodation fields that follow a flight field (product.md §4 "Automatic field following") until the user edits
 * them by hand: location ← destination, check-in ← departure, check-out ← return (one-way: check-in + 1 day),
 * hotel adults and children ← flight adults and children.
 */
export const followerFields = [
  'accommodationLocation',
  'checkInDate',
  'checkOutDate',
  'accommodationAdults',
  'accommodationChildren',
] as const;

export type FollowerField = (typeof followerFields)[number];

/** Which follower fields the user has edited by hand; those stop following. */
export type ManualEdits = Readonly<Record<FollowerField, boolean>>;

export const noManualEdits: ManualEdits = {
  accommodationLocation: false,
  checkInDate: false,
  checkOutDate: false,
  accommodationAdults: false,
  accommodationChildren: false,
};
