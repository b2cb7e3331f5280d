// semver comes with npm's tree (no types of its own here); the engines test needs these two.
declare module 'semver' {
  const semver: {
    minVersion(range: string): { version: string } | null;
    satisfies(version: string, range: string): boolean;
  };
  export default semver;
}
