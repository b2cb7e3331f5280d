import fs from 'node:fs';
import type { MachineFacts } from './machine.ts';
import type { BudgetVerdict, PartResult } from './part.ts';

type Run = {
  results: Array<PartResult & { seconds: number }>;
  machine: MachineFacts;
  startedAt: Date;
  seconds: number;
  command: string;
  quick: boolean;
  missing: string[];
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

/** bench/RESULTS.md: the budgets held or missed, then each part's figures, notes and command. */
export function writeResults(file: string, run: Run): void {
  const { machine } = run;
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`${run.command}\` (bench/suite.ts) on ${run.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
      `in ${minutes(run.seconds)}${run.quick ? ' — **quick mode: shorter lines, not the budget figures**' : ''}. ` +
      'Every figure is a ratio against a reference measured in the same run (docs/benchmarks.md).',
    '',
    '| machine | |',
    '|---|---|',
    `| cores | ${machine.cores} × ${cell(machine.cpu)} |`,
    `| memory | ${machine.memory} |`,
    `| system | ${cell(machine.os)} |`,
    `| Node | ${machine.node} |`,
    `| PostgreSQL | ${cell(machine.postgres)} |`,
    `| load average at the start | ${machine.loadAverage} |`,
    '',
    '## Budgets',
    '',
    '| budget | figure | |',
    '|---|---|---|',
    ...run.results.flatMap((result) =>
      result.budgets.map(
        (verdict: BudgetVerdict) =>
          `| ${cell(verdict.budget)} | ${cell(verdict.figure)} | ${verdict.held ? 'held' : '**missed**'} |`,
      ),
    ),
    ...run.missing.map((text) => `| ${cell(text)} | not measured | |`),
    '',
  ];
  for (const result of run.results) {
    lines.push(`## ${result.title}`, '', `\`${result.command}\`, ${minutes(result.seconds)}.`, '');
    if (result.figures.length) {
      lines.push('| figure | value |', '|---|---|');
      for (const figure of result.figures) lines.push(`| ${cell(figure.name)} | ${cell(figure.value)} |`);
      lines.push('');
    }
    for (const note of result.notes ?? []) lines.push(`- ${note}`);
    if (result.notes?.length) lines.push('');
  }
  fs.writeFileSync(file, lines.join('\n'));
}
