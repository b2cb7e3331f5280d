import type { StaffSession } from '@community/contract';
import { useState } from 'react';
import { Container } from 'react-bootstrap';
import { useCurrentSettings } from '../settings/use-current-settings.ts';
import { EnrolmentForm } from './EnrolmentForm.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { useOpenBackOffice } from './second-factor-api.ts';
import { VerifyForm } from './VerifyForm.tsx';

type Props = {
  staff: StaffSession;
  /** Keeps this step on screen although the session is confirmed (while the recovery codes are shown). */
  hold: (held: boolean) => void;
};

/**
 * Until this session confirms the staff member's authenticator code, the back office stays closed: enrolment
 * (QR code, key, first code), then the recovery codes once, or for an enrolled account the code (decision 0054).
 */
export function SecondFactorStep({ staff, hold }: Props) {
  const settings = useCurrentSettings();
  const open = useOpenBackOffice();
  const [enrolled, setEnrolled] = useState<{ codes: string[]; staff: StaffSession } | null>(null);
  return (
    <Container className="py-4" style={{ maxWidth: 560 }}>
      {enrolled ? (
        <RecoveryCodes
          codes={enrolled.codes}
          site={settings.domain}
          onSaved={() => {
            open(enrolled.staff);
            hold(false);
          }}
        />
      ) : staff.enrolled ? (
        <VerifyForm />
      ) : (
        <EnrolmentForm
          onEnrolled={(confirmed) => {
            hold(true);
            setEnrolled({ codes: confirmed.recovery_codes, staff: confirmed.staff });
          }}
        />
      )}
    </Container>
  );
}
