import { API_ANSWERS, errorBodySchema } from '@community/contract';
import type { z } from 'zod';

/**
 * The test fakes' answers, checked against the contract (API_ANSWERS, the schemas the server's routes declare):
 * a scripted answer the server could not give is a drifted fixture. Each is noted here and fails its test in
 * setup.ts, after the test (the app under test would only see a strange answer and retry or show an error).
 */
const violations: string[] = [];

const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success
    ? undefined
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');

export function checkFakeAnswer(call: string, status: number, body: unknown): void {
  let problem: string | undefined;
  if (status >= 400) {
    problem = issuesOf(errorBodySchema.safeParse(body));
  } else if (status < 300 && Object.hasOwn(API_ANSWERS, call)) {
    const byStatus = API_ANSWERS[call as keyof typeof API_ANSWERS] as Partial<Record<number, z.ZodType>>;
    const schema = byStatus[status];
    problem = schema
      ? issuesOf(schema.safeParse(body))
      : `status ${status}, the contract answers ${Object.keys(byStatus).join(' or ')}`;
  }
  if (problem) violations.push(`${call} ${status}: ${problem}`);
}

/** The violations noted since the last call, then forgotten. */
export function takeFakeAnswerViolations(): string[] {
  return violations.splice(0);
}
