import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@community/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { onInFlightChange } from '../../api/client.ts';

type Phase = 'idle' | 'running' | 'done';

/**
 * A thin bar while a navigation or a call is under way (SPEC §9): nothing for work under 200 ms, then it
 * creeps to 90 % over 5 s and completes when the work ends.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [calls, setCalls] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const busy = navigation.state !== 'idle' || calls > 0;

  useEffect(() => onInFlightChange(setCalls), []);
  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_BAR_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'done' : current));
    const timer = setTimeout(() => setPhase('idle'), 300);
    return () => clearTimeout(timer);
  }, [busy]);

  if (phase === 'idle') return null;
  // Above every layout, so outside their landmarks: a landmark of its own keeps all content in one (axe "region").
  return (
    <aside aria-label={t('progress.loading')}>
      <div
        className={`app-progress ${phase === 'running' ? 'is-running' : 'is-done'}`}
        role="progressbar"
        aria-label={t('progress.loading')}
        aria-busy={phase === 'running'}
        style={{ animationDuration: `${PROGRESS_BAR_DURATION_MS}ms` }}
      />
    </aside>
  );
}
