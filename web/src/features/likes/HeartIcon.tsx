/** A heart, filled when the member likes the profile. Decoration: the button around it carries the name. */
export function HeartIcon({ filled, size = 16 }: { filled: boolean; size?: number }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className="flex-shrink-0"
    >
      {filled ? (
        <path d="M8 15s-6.5-4.2-6.5-8.6C1.5 3.9 3.3 2 5.5 2 6.6 2 7.5 2.6 8 3.4 8.5 2.6 9.4 2 10.5 2c2.2 0 4 1.9 4 4.4C14.5 10.8 8 15 8 15Z" />
      ) : (
        <path d="M8 15s-6.5-4.2-6.5-8.6C1.5 3.9 3.3 2 5.5 2 6.6 2 7.5 2.6 8 3.4 8.5 2.6 9.4 2 10.5 2c2.2 0 4 1.9 4 4.4C14.5 10.8 8 15 8 15Zm0-1.8c1.2-.8 2.5-1.9 3.6-3.1 1.2-1.3 1.9-2.6 1.9-3.7C13.5 4.5 12.2 3 10.5 3 9.6 3 8.8 3.6 8.4 4.4L8 5.2l-.4-.8C7.2 3.6 6.4 3 5.5 3 3.8 3 2.5 4.5 2.5 6.4c0 1.1.7 2.4 1.9 3.7 1.1 1.2 2.4 2.3 3.6 3.1Z" />
      )}
    </svg>
  );
}
