const CLASSES = 'ratio ratio-1x1 bg-body-secondary text-body-tertiary rounded';

function PersonShape() {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      style={{ padding: '22%' }}
    >
      <path d="M11 6a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" />
      <path d="M2 13c0-2.2 2.7-4 6-4s6 1.8 6 4v1H2v-1Z" />
    </svg>
  );
}

/** The neutral picture of a member without a photo; `label` names it for screen readers, or it is decoration. */
export function PhotoPlaceholder({ label }: { label?: string }) {
  if (!label)
    return (
      <div className={CLASSES} aria-hidden="true">
        <PersonShape />
      </div>
    );
  return (
    <div className={CLASSES} role="img" aria-label={label}>
      <PersonShape />
    </div>
  );
}
