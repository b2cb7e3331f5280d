import type { CurrentUser } from '@community/contract';
import { useState } from 'react';
import { MatchSuggestions } from './MatchSuggestions.tsx';
import { defaultChoice, type MatchFinderChoice } from './match-finder-choice.ts';
import { StepAges } from './StepAges.tsx';
import { StepGenders } from './StepGenders.tsx';
import { StepRegion } from './StepRegion.tsx';
import type { StepProps } from './step-props.ts';

/** 0, 1, 2: the steps; 3: the suggestions. */
type View = { at: number; moved: boolean };
const RESULTS = 3;

/**
 * The match finder (SPEC §2, decision 0016): whom, how old and where, one question per step, then suggested
 * profiles to like. The choice starts from the member's own preference and survives Back and "change".
 */
export function MatchFinder({ user }: { user: CurrentUser }) {
  const [choice, setChoice] = useState<MatchFinderChoice>(() => defaultChoice(user));
  const [view, setView] = useState<View>({ at: 0, moved: false });
  const goTo = (at: number) => setView({ at, moved: true });

  if (view.at === RESULTS)
    return <MatchSuggestions choice={choice} viewerId={user.id} onChangeChoice={() => goTo(0)} />;
  const props: StepProps = {
    choice,
    onChange: (change) => setChoice((current) => ({ ...current, ...change })),
    onNext: () => goTo(view.at + 1),
    onBack: () => goTo(view.at - 1),
    focus: view.moved,
  };
  if (view.at === 1) return <StepAges {...props} />;
  if (view.at === 2) return <StepRegion {...props} ownCountry={user.profile.country} />;
  return <StepGenders {...props} />;
}
