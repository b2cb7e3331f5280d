/**
 * The site's heart and name. `iconOnlyOnPhones`: below 576 px only the heart shows (the name stays for screen
 * readers), so a member's top bar with its links fits a 375 px phone whatever the site is called.
 */
export function SiteLogo({ name, iconOnlyOnPhones = false }: { name: string; iconOnlyOnPhones?: boolean }) {
  return (
    <span className="d-inline-flex align-items-center gap-2 fw-bold">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 32 32" focusable="false">
        <path
          fill="currentColor"
          d="M16 29s-12-7.4-12-16a6.5 6.5 0 0 1 12-3.5A6.5 6.5 0 0 1 28 13c0 8.6-12 16-12 16z"
        />
      </svg>
      <span className={iconOnlyOnPhones ? 'visually-hidden-below-sm' : undefined}>{name}</span>
    </span>
  );
}
