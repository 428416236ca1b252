import { Button, TextField } from '@pidz/ui';
import { StepForm } from './StepForm';
import { loginMessages } from './messages';

/** What every step gets: whether a call is under way, the error, and where a form goes. */
export interface StepProps {
  isBusy: boolean;
  error?: string;
  onSubmit: (fields: FormData) => void;
}

/** E-mail address and password, with 'Wachtwoord vergeten?'. */
export function PasswordStep({
  email,
  notice,
  onForgotPassword,
  ...props
}: StepProps & { email: string; notice?: string; onForgotPassword: () => void }) {
  const texts = loginMessages.signIn;
  return (
    <StepForm
      {...props}
      title={texts.title}
      notice={notice}
      submitLabel={texts.submit}
      footer={
        <div>
          <Button variant="link" onPress={onForgotPassword}>
            {texts.forgotPassword}
          </Button>
        </div>
      }
    >
      <TextField
        label={texts.email}
        name="email"
        type="email"
        autoComplete="username"
        defaultValue={email}
      />
      <TextField
        label={texts.password}
        name="password"
        type="password"
        autoComplete="current-password"
      />
    </StepForm>
  );
}

/** The new password the provider (or an expired test login) asks for, with the policy. */
export function NewPasswordStep(props: StepProps) {
  const texts = loginMessages.newPassword;
  return (
    <StepForm {...props} title={texts.title} intro={texts.intro} submitLabel={texts.submit}>
      <TextField
        label={texts.password}
        name="password"
        type="password"
        autoComplete="new-password"
        description={loginMessages.passwordPolicy}
      />
    </StepForm>
  );
}

/** 'Wachtwoord vergeten': the e-mail address to send a code to. */
export function ForgotPasswordStep({
  email,
  onBack,
  ...props
}: StepProps & { email: string; onBack: () => void }) {
  const texts = loginMessages.forgotPassword;
  return (
    <StepForm
      {...props}
      title={texts.title}
      intro={texts.intro}
      submitLabel={texts.submit}
      footer={<BackLink onBack={onBack} />}
    >
      <TextField
        label={loginMessages.signIn.email}
        name="email"
        type="email"
        autoComplete="username"
        defaultValue={email}
      />
    </StepForm>
  );
}

/** The reset code and the new password (after 'Wachtwoord vergeten?' or a required reset). */
export function ResetPasswordStep({
  isRequired,
  onBack,
  ...props
}: StepProps & { isRequired: boolean; onBack: () => void }) {
  const texts = loginMessages.resetPassword;
  return (
    <StepForm
      {...props}
      title={texts.title}
      intro={isRequired ? texts.required : texts.intro}
      submitLabel={texts.submit}
      footer={<BackLink onBack={onBack} />}
    >
      <TextField
        label={loginMessages.code}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <TextField
        label={loginMessages.newPassword.password}
        name="password"
        type="password"
        autoComplete="new-password"
        description={loginMessages.passwordPolicy}
      />
    </StepForm>
  );
}

function BackLink({ onBack }: { onBack: () => void }) {
  return (
    <div>
      <Button variant="link" onPress={onBack}>
        {loginMessages.backToSignIn}
      </Button>
    </div>
  );
}
