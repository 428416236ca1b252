import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, VisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';
import {
  Button,
  Card,
  checkCircleIcon,
  chevronDownIcon,
  chevronUpIcon,
  Heading,
  Icon,
} from '@pidz/ui';
import { ElsewhereLink } from '../../lib/screen/ElsewhereLink';
import { rememberSavedRecord } from '../../lib/screen/savedRecord';
import { useCurrentUser } from '../currentUser';
import { inactiveTasksQuery } from '../freelancerBanners';
import { profileStepsMessages as messages } from './messages';
import { profileSteps, type ProfileStep } from './profileSteps';

/** Where the fold is kept: for the browser session, as the spec's UI choices are. */
export const FOLDED_KEY = 'pidz.profileSteps.folded';

const readFolded = () => sessionStorage.getItem(FOLDED_KEY) === 'true';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--pidz-space-xs) var(--pidz-space-md);
`;

const Progress = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Steps = styled.ol`
  display: grid;
  gap: var(--pidz-space-xs);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: flex;
  align-items: center;
  gap: var(--pidz-space-sm);
  min-height: 1.5rem;

  &[data-done] a {
    color: var(--pidz-color-grey-600);
  }
`;

/** An open step's marker: an empty circle where a done step has its tick. */
const OpenMark = styled.span`
  flex: none;
  width: 1rem;
  height: 1rem;
  margin: 0.25rem;
  border: 2px solid var(--pidz-color-grey-400);
  border-radius: 50%;
`;

function StepLink({ step }: { step: ProfileStep }) {
  const { place } = step;
  const state = <VisuallyHidden>, {step.isDone ? messages.done : messages.open}</VisuallyHidden>;
  if (place.kind === 'elsewhere') {
    return (
      <ElsewhereLink href={place.href}>
        {step.label}
        {state}
      </ElsewhereLink>
    );
  }
  return (
    <Link
      href={place.href}
      // The page there brings the user to the document's card (lib/screen/savedRecord.ts).
      onPress={() => (place.anchor ? rememberSavedRecord(place.anchor) : undefined)}
    >
      {step.label}
      {state}
    </Link>
  );
}

/** The card itself, given its steps (the stories give them directly). */
export function ProfileStepsView({ steps }: { steps: readonly ProfileStep[] }) {
  const [isFolded, setFolded] = useState(readFolded);
  const titleId = useId();
  const listId = useId();
  const done = steps.filter((step) => step.isDone).length;
  const toggle = () => {
    sessionStorage.setItem(FOLDED_KEY, String(!isFolded));
    setFolded(!isFolded);
  };
  return (
    <Card as="section" aria-labelledby={titleId} gap="sm" padding="md">
      <Top>
        <Heading id={titleId} level={2} size="lg">
          {messages.title}
        </Heading>
        <Progress>{messages.progress(done, steps.length)}</Progress>
      </Top>
      {!isFolded && <p>{messages.intro}</p>}
      {!isFolded && (
        <Steps id={listId} aria-label={messages.stepsLabel}>
          {steps.map((step) => (
            <Step key={step.code} data-done={step.isDone || undefined}>
              {step.isDone ? (
                <Icon icon={checkCircleIcon} color="green" />
              ) : (
                <OpenMark aria-hidden />
              )}
              <StepLink step={step} />
            </Step>
          ))}
        </Steps>
      )}
      <div>
        <Button
          variant="secondary"
          isCompact
          aria-expanded={!isFolded}
          aria-controls={isFolded ? undefined : listId}
          onPress={toggle}
        >
          <Icon icon={isFolded ? chevronDownIcon : chevronUpIcon} size="small" />
          {isFolded ? messages.unfold : messages.fold}
        </Button>
      </div>
    </Card>
  );
}

/**
 * 'Maak je profiel af' (docs/decisions/0030-first-run.md): until the profile is active (an
 * activation task is open), the steps the tasks name, each a link to where it is done, the done
 * ones ticked, 'n van m klaar'. On the agenda and the dashboard; foldable for the session. Nothing
 * while the tasks are unknown or when none is open.
 */
export function ProfileStepsCard() {
  const user = useCurrentUser();
  const { data: tasks } = useQuery(inactiveTasksQuery);
  const steps = tasks ? profileSteps(tasks, user.user_type) : [];
  return steps.length > 0 ? <ProfileStepsView steps={steps} /> : null;
}
