import { type ReactNode, useEffect, useRef } from 'react';

type Props = { level: 1 | 2 | 3; id?: string; className?: string; focus?: boolean; children: ReactNode };

/** A heading that takes the focus when it appears (`focus`), so a screen reader announces the new step. */
export function FocusHeading({ level, id, className, focus = false, children }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const Heading = `h${level}` as const;
  return (
    <Heading ref={ref} id={id} className={className} tabIndex={-1}>
      {children}
    </Heading>
  );
}
