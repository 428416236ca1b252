import styled from 'styled-components';
import { Button, QrCode, RadioGroup, TextField } from '@pidz/ui';
import type { Factor } from './cognito';
import { loginMessages } from './messages';
import type { StepProps } from './passwordSteps';
import { StepForm } from './StepForm';

/** The six-digit code field of a second factor. */
function CodeField() {
  return (
    <TextField
      label={loginMessages.code}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
    />
  );
}

/** A code: by SMS, from the authenticator app, or the custom challenge's e-mailed code. */
export function CodeStep({
  kind,
  destination,
  ...props
}: StepProps & {
  kind: 'sms-code' | 'app-code' | 'custom-challenge';
  destination?: string;
}) {
  const texts = {
    'sms-code': { ...loginMessages.smsCode, intro: loginMessages.smsCode.intro(destination) },
    'app-code': loginMessages.appCode,
    'custom-challenge': loginMessages.customChallenge,
  }[kind];
  return (
    <StepForm
      {...props}
      title={texts.title}
      intro={texts.intro}
      submitLabel={loginMessages.confirmCode}
    >
      <CodeField />
    </StepForm>
  );
}

/** The choice of second factor (SELECT_MFA_TYPE). */
export function ChooseFactorStep({
  factors,
  ...props
}: StepProps & { factors: readonly Factor[] }) {
  const texts = loginMessages.chooseFactor;
  return (
    <StepForm {...props} title={texts.title} intro={texts.intro} submitLabel={texts.submit}>
      <RadioGroup
        label={texts.label}
        name="factor"
        defaultValue={factors[0] ?? null}
        options={factors.map((factor) => ({ value: factor, label: texts.factors[factor] }))}
      />
    </StepForm>
  );
}

const Secret = styled.code`
  font-size: 1.125rem;
  letter-spacing: 0.1em;
  overflow-wrap: anywhere;
`;

const SecretBlock = styled.div`
  display: grid;
  gap: var(--pidz-space-sm);
  justify-items: start;
`;

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function authenticatorAddress(secret: string, email: string): string {
  const label = encodeURIComponent(`${loginMessages.productName}:${email}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${loginMessages.productName}`;
}

/** Setting up an authenticator app (MFA_SETUP): the secret as text and as a QR code, then a code. */
export function SetUpAppStep({
  secret,
  email,
  ...props
}: StepProps & { secret: string | undefined; email: string }) {
  const texts = loginMessages.setUpApp;
  return (
    <StepForm
      {...props}
      title={texts.title}
      intro={texts.intro}
      submitLabel={loginMessages.confirmCode}
    >
      {secret ? (
        <SecretBlock>
          <QrCode value={authenticatorAddress(secret, email)} label={texts.qrLabel} size={180} />
          <span>
            {texts.secret}: <Secret>{secret}</Secret>
          </span>
        </SecretBlock>
      ) : (
        <p role="status">{texts.loading}</p>
      )}
      <CodeField />
    </StepForm>
  );
}

/** After a second step on a new device: remember it (that step is then skipped), or not. */
export function RememberDeviceStep({
  isBusy,
  error,
  onAnswer,
}: Omit<StepProps, 'onSubmit'> & { onAnswer: (remember: boolean) => void }) {
  const texts = loginMessages.rememberDevice;
  return (
    <StepForm
      isBusy={isBusy}
      error={error}
      title={texts.title}
      intro={texts.intro}
      submitLabel={texts.remember}
      onSubmit={() => onAnswer(true)}
      footer={
        <div>
          <Button variant="secondary" onPress={() => onAnswer(false)} isDisabled={isBusy}>
            {texts.dontRemember}
          </Button>
        </div>
      }
    />
  );
}
