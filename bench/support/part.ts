import { pathToFileURL } from 'node:url';

// What every benchmark part hands to the suite (bench/suite.ts), which writes bench/RESULTS.md from it.
export type BudgetVerdict = { budget: string; figure: string; held: boolean };

export type PartResult = {
  part: string;
  title: string;
  figures: Array<{ name: string; value: string }>;
  budgets: BudgetVerdict[];
  command: string;
  notes?: string[];
};

/** Options the suite passes to every part; a part run alone reads them from its command line. */
export type PartOptions = { quick: boolean };

export type Part = (options: PartOptions) => Promise<PartResult>;

export function partOptionsFromArgv(argv: readonly string[] = process.argv.slice(2)): PartOptions {
  return { quick: argv.includes('--quick') };
}

export function formatPartResult(result: PartResult): string {
  const lines = [`${result.title} (${result.command})`];
  for (const figure of result.figures) lines.push(`  ${figure.name}: ${figure.value}`);
  for (const verdict of result.budgets) {
    lines.push(`  ${verdict.held ? 'held  ' : 'MISSED'} ${verdict.budget}: ${verdict.figure}`);
  }
  for (const note of result.notes ?? []) lines.push(`  note: ${note}`);
  return lines.join('\n');
}

/** The CLI wrapper of a part run alone: prints the verdicts readably, then the result as one JSON line. */
export async function runPartAlone(part: Part): Promise<void> {
  const result = await part(partOptionsFromArgv());
  console.log(formatPartResult(result));
  console.log(JSON.stringify(result));
}

export function percent(ratio: number): string {
  return `${(ratio * 100).toFixed(1)} %`;
}

/** True in the file node was started with (a part run alone), false when the suite imports it. */
export const isMain = (moduleUrl: string) =>
  !!process.argv[1] && pathToFileURL(process.argv[1]).href === moduleUrl;
