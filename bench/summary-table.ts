export interface BudgetRow {
  budget: string;
  measured: string;
  /** 'met', 'NOT met', or a note for a figure with no budget. */
  result: string;
}

export const verdict = (met: boolean): string => (met ? 'met' : 'NOT met');

/** A Markdown table padded to line up in a terminal, so it can be pasted into bench/RESULTS.md as is. */
export function summaryTable(rows: readonly BudgetRow[]): string {
  const header: BudgetRow = { budget: 'Budget', measured: 'Measured', result: 'Result' };
  const columns = ['budget', 'measured', 'result'] as const;
  const widths = columns.map((column) => Math.max(...[header, ...rows].map((row) => row[column].length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  const cellsOf = (row: BudgetRow) => columns.map((column) => row[column]);
  return [
    line(cellsOf(header)),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(cellsOf(row))),
  ].join('\n');
}
