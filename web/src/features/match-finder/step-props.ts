import type { MatchFinderChoice } from './match-finder-choice.ts';

export type StepProps = {
  choice: MatchFinderChoice;
  onChange: (change: Partial<MatchFinderChoice>) => void;
  onNext: () => void;
  onBack: () => void;
  /** Focus the step heading on arrival. */
  focus: boolean;
};
