import { describe, expect, it } from 'vitest';
import { checkFakeAnswer, takeFakeAnswerViolations } from './contract-answers.ts';

describe("the fakes' answers are checked against the contract", () => {
  it('notes an answer the server could not give: a missing field, a wrong status, a refusal without its code', () => {
    checkFakeAnswer('GET /api/signup-matches.php', 200, { count: 42 });
    checkFakeAnswer('POST /api/signup.php', 200, { user: null });
    checkFakeAnswer('GET /api/user.php', 403, { message: 'no' });
    const noted = takeFakeAnswerViolations();
    expect(noted).toHaveLength(3);
    expect(noted[0]).toContain('GET /api/signup-matches.php 200: profiles');
    expect(noted[1]).toContain('the contract answers 201');
  });

  it('lets through what the server answers, and calls it has no answer schema for', () => {
    checkFakeAnswer('GET /api/signup-matches.php', 200, { count: 42, profiles: [] });
    checkFakeAnswer('GET /api/user.php', 403, { error: 'authentication_required' });
    checkFakeAnswer('DELETE /api/like.php', 204, undefined);
    expect(takeFakeAnswerViolations()).toEqual([]);
  });
});
