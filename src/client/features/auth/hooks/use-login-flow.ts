import { useState } from 'react';
import { LIMITS } from '../../../../shared/constants';
import { emailSchema, type User } from '../../../../shared/schemas/user';
import { errorCode, errorMessage, errorRetryAfter, isUnauthorized, messageForCode } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { useCountdown } from './use-countdown';

export type LoginStep = 'email' | 'code';

/** The human check in front of emailing a code (action send_code), when the server has it on. */
export type LoginHumanCheck = {
  token: () => Promise<string | undefined>;
  passed: () => void;
  rejected: () => void;
  Widget: import('react').ComponentType;
};

const RESEND_SECONDS = LIMITS.verificationCodeResendMs / 1000;
export const CODE_SENT_NOTICE = 'Verification code sent';

/** Client-side email check with the shared rules; returns the normalised email or the error text. */
export function validateEmail(raw: string): { email: string } | { error: string } {
  const parsed = emailSchema.safeParse(raw);
  if (parsed.success) return { email: parsed.data };
  return { error: messageForCode(parsed.error.issues[0]?.message) };
}

/** State machine of the two-step email login (SPEC §2 login dialog). */
export function useLoginFlow(onSignedIn: (user: User) => void | Promise<void>, humanCheck?: LoginHumanCheck) {
  const [step, setStep] = useState<LoginStep>('email');
  const [emailInput, setEmailInput] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const countdown = useCountdown();
  /** Waiting for the human check's token, before the code request goes out. */
  const [checking, setChecking] = useState(false);
  const sendCode = trpc.auth.sendCode.useMutation();
  const login = trpc.auth.login.useMutation();

  const send = async (target: string, onSent?: () => void) => {
    setError(null);
    setNotice(null);
    let human_check_token: string | undefined;
    if (humanCheck) {
      setChecking(true);
      human_check_token = await humanCheck.token().finally(() => setChecking(false));
    }
    sendCode.mutate(
      { email: target, human_check_token },
      {
        onSuccess: () => {
          if (human_check_token) humanCheck?.passed();
          setNotice(CODE_SENT_NOTICE);
          countdown.start(RESEND_SECONDS);
          onSent?.();
        },
        onError: (err) => {
          if (isUnauthorized(err)) humanCheck?.rejected();
          if (errorCode(err) === 'auth.code_already_sent') {
            // A code went out less than a minute ago (e.g. before the dialog was closed and
            // reopened): it is still valid, so go on to enter it; resending waits as asked.
            setNotice(errorMessage(err));
            countdown.start(errorRetryAfter(err) ?? RESEND_SECONDS);
            onSent?.();
            return;
          }
          setError(errorMessage(err));
        },
      },
    );
  };

  const submitEmail = () => {
    if (sendCode.isPending || checking) return;
    const result = validateEmail(emailInput);
    if ('error' in result) {
      setError(result.error);
      return;
    }
    const toCodeStep = () => {
      setEmail(result.email);
      setCode('');
      setStep('code');
    };
    // Back, then Continue with the same address while the resend wait runs: the code already sent
    // is still valid (and the server would refuse a resend), so just return to the code step.
    if (result.email === email && countdown.remaining > 0) {
      setError(null);
      toCodeStep();
      return;
    }
    void send(result.email, toCodeStep);
  };

  const resend = () => {
    if (countdown.remaining > 0 || sendCode.isPending || checking || !email) return;
    setCode('');
    void send(email);
  };

  const verify = (value: string = code) => {
    if (login.isPending || value.length !== LIMITS.verificationCodeDigits) return;
    setError(null);
    login.mutate(
      { email, verification_code: value },
      {
        onSuccess: (user) => onSignedIn(user),
        onError: (err) => {
          setError(errorMessage(err));
          setCode('');
        },
      },
    );
  };

  // Back keeps the typed email and the resend wait (the code sent is still valid).
  const back = () => {
    setStep('email');
    setCode('');
    setError(null);
    setNotice(null);
    login.reset();
  };

  const reset = () => {
    back();
    countdown.reset();
    setEmailInput('');
    setEmail('');
    sendCode.reset();
  };

  return {
    step,
    emailInput,
    setEmailInput: (value: string) => {
      setEmailInput(value);
      if (error) setError(null);
    },
    email,
    code,
    setCode: (value: string) => {
      setCode(value);
      if (error) setError(null);
    },
    error,
    notice,
    resendIn: countdown.remaining,
    sending: sendCode.isPending || checking,
    verifying: login.isPending,
    submitEmail,
    resend,
    verify,
    back,
    reset,
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
