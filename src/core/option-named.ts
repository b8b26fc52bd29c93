/** The option of a fixed list that `text` names (a select's value, a query parameter), or undefined. */
export function optionNamed<T extends string>(options: readonly T[], text: string | null): T | undefined {
  return options.find((option) => option === text);
}
