import { describe, expect, it } from 'vitest';
import { matchWebRoute } from '../src/routes.ts';

describe('member routes', () => {
  it('keep /members/{id}/signup apart from /members/{id}, whatever their order in WEB_ROUTES', () => {
    expect(matchWebRoute('/members/12')).toBe('members-id');
    expect(matchWebRoute('/members/12/')).toBe('members-id');
    expect(matchWebRoute('/members/12/signup')).toBe('members-id-signup');
    expect(matchWebRoute('/members/12/unknown')).toBeUndefined();
  });
  it('knows the member landings, with and without a slug (decision 0063)', () => {
    expect(matchWebRoute('/members/12/landing')).toBe('members-id-landing');
    expect(matchWebRoute('/members/12/landing/flirt')).toBeUndefined();
    expect(matchWebRoute('/members/12/landing2')).toBe('members-id-landing2');
    expect(matchWebRoute('/members/12/landing2/flirt')).toBe('members-id-landing2');
    expect(matchWebRoute('/members/12/landing3/date')).toBe('members-id-landing3');
    expect(matchWebRoute('/members/abc/landing3')).toBeUndefined();
  });
  it('knows the back office photo queue and member pages; /moderation is gone', () => {
    expect(matchWebRoute('/admin/photos')).toBe('admin-photos');
    expect(matchWebRoute('/admin/members/12')).toBe('admin-members-id');
    expect(matchWebRoute('/moderation')).toBeUndefined();
  });
});
