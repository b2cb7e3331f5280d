import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'react-bootstrap';
import { useStartSignup } from '../signup/use-start-signup.ts';

/**
 * A lander's call to action: starts the signup (SPEC §2: the /signup page on a phone, the modal elsewhere, the
 * member home for a member). The entry URL's tracking is already kept for the visit (app/start-app.ts).
 */
export function LanderSignupButton({
  children,
  size = 'lg',
  variant = 'primary',
  className,
}: {
  children: ReactNode;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const startSignup = useStartSignup();
  return (
    <Button
      size={size}
      variant={variant}
      className={['fw-semibold', className].filter(Boolean).join(' ')}
      onClick={startSignup}
      data-lander-cta=""
    >
      {children}
    </Button>
  );
}
