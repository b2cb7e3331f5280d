/** The heart mark and the site's name; decorative mark, the name is the accessible text. */
export function SiteLogo({ name }: { name: string }) {
  return (
    <span className="d-inline-flex align-items-center gap-2 fw-bold">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 32 32" focusable="false">
        <path
          fill="currentColor"
          d="M16 29s-12-7.4-12-16a6.5 6.5 0 0 1 12-3.5A6.5 6.5 0 0 1 28 13c0 8.6-12 16-12 16z"
        />
      </svg>
      {name}
    </span>
  );
}
