import styled from 'styled-components';
import { Card, Heading } from '@pidz/ui';
import { ChooseFactorStep, CodeStep, RememberDeviceStep, SetUpAppStep } from './factorSteps';
import { loginMessages } from './messages';
import {
  ForgotPasswordStep,
  NewPasswordStep,
  PasswordStep,
  ResetPasswordStep,
} from './passwordSteps';
import { useSignIn, type LoginStep, type SignInDependencies } from './useSignIn';

const Page = styled.main`
  box-sizing: border-box;
  min-height: 100vh;
  padding: var(--pidz-space-xl) var(--pidz-space-md);
  background: var(--pidz-color-grey-100);

  @media (max-width: 30rem) {
    padding: var(--pidz-space-md) var(--pidz-space-sm);
  }
`;

const Column = styled.div`
  display: grid;
  gap: var(--pidz-space-lg);
  max-width: 28rem;
  margin: 0 auto;
`;

const Brand = styled.p`
  margin: 0;
  color: var(--pidz-color-blue);
  font-size: 1.5rem;
  font-weight: 700;
`;

export interface LoginPageProps {
  /** The provider's sign-in and the hand-over, or why signing in cannot start. */
  dependencies: SignInDependencies | { unavailable: string };
  /** Called once the session is handed over: the page leads back into the portal. */
  onSignedIn: () => void;
  /** The step to start at (stories); default the e-mail address and password. */
  initialStep?: LoginStep;
  /** An error to start with (stories). */
  initialError?: string;
}

/** The login page: the PIDZ name above a card with the current step of the sign-in. */
export function LoginPage({ dependencies, ...props }: LoginPageProps) {
  return (
    <Page>
      <Column>
        <Brand>{loginMessages.productName}</Brand>
        <Card padding="lg">
          {'unavailable' in dependencies ? (
            <>
              <Heading level={1}>{loginMessages.signIn.title}</Heading>
              <p role="alert">{dependencies.unavailable}</p>
            </>
          ) : (
            <Steps dependencies={dependencies} {...props} />
          )}
        </Card>
      </Column>
    </Page>
  );
}

function Steps({
  dependencies,
  onSignedIn,
  initialStep,
  initialError,
}: Omit<LoginPageProps, 'dependencies'> & { dependencies: SignInDependencies }) {
  const signIn = useSignIn(dependencies, initialStep, initialError);
  const { step, isBusy, email } = signIn;
  const props = {
    isBusy,
    error: signIn.error,
    onSubmit: (fields: FormData) => {
      void signIn.submit(fields).then((isDone) => isDone && onSignedIn());
    },
  };
  switch (step.kind) {
    case 'password':
      return (
        <PasswordStep
          {...props}
          email={email}
          notice={step.notice}
          onForgotPassword={signIn.showForgotPassword}
        />
      );
    case 'new-password':
      return <NewPasswordStep {...props} />;
    case 'sms-code':
      return <CodeStep {...props} kind="sms-code" destination={step.destination} />;
    case 'app-code':
    case 'custom-challenge':
      return <CodeStep {...props} kind={step.kind} />;
    case 'choose-factor':
      return <ChooseFactorStep {...props} factors={step.factors} />;
    case 'set-up-app':
      return <SetUpAppStep {...props} secret={step.secret} email={email} />;
    case 'remember-device':
      return (
        <RememberDeviceStep
          isBusy={isBusy}
          error={signIn.error}
          onAnswer={(remember) => {
            void signIn.rememberDevice(remember).then((isDone) => isDone && onSignedIn());
          }}
        />
      );
    case 'forgot-password':
      return <ForgotPasswordStep {...props} email={email} onBack={signIn.showSignIn} />;
    case 'reset-password':
      return (
        <ResetPasswordStep {...props} isRequired={step.isRequired} onBack={signIn.showSignIn} />
      );
    case 'handing-over':
      return (
        <>
          <Heading level={1}>{loginMessages.signIn.title}</Heading>
          <p role="status">{loginMessages.handingOver}</p>
        </>
      );
  }
}
