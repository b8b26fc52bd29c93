/** How a chosen airport or city reads in its field (product.md §4): 'Name (CODE)'. */
export function locationLabel(location: { name: string; iataCode: string }): string {
  return `${location.name} (${location.iataCode})`;
}
