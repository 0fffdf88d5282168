import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { ComponentType, FormEvent, ReactNode } from 'react';
import { LoginTitle } from './login-title';
import { Icon } from '../../../components/icon';
import type { LoginFlow } from '../hooks/use-login-flow';

type LoginEmailStepProps = {
  flow: LoginFlow;
  /** Other ways to sign in (Google), under the email form. */
  below?: ReactNode;
  /** Where the human check's widget renders (Turnstile on). */
  humanCheck?: ComponentType;
};

export function LoginEmailStep({ flow, below, humanCheck: HumanCheck }: LoginEmailStepProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flow.submitEmail();
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="login-email-step">
      <Stack gap="lg">
        <Stack gap={6} ta="center">
          <LoginTitle>Sign in to the product</LoginTitle>
          <Text c="dimmed" size="sm" data-testid="login-subtitle">
            Unlock more advice and keep the flow going!
          </Text>
        </Stack>
        <TextInput
          type="email"
          label="Email"
          placeholder="you@example.com"
          autoComplete="email"
          inputMode="email"
          size="md"
          data-autofocus
          value={flow.emailInput}
          onChange={(event) => flow.setEmailInput(event.currentTarget.value)}
          error={flow.error}
          leftSection={<Icon name="mail" size={18} />}
          data-testid="login-email-input"
          errorProps={{ 'data-testid': 'login-error' }}
        />
        {HumanCheck && <HumanCheck />}
        <Button type="submit" size="md" fullWidth loading={flow.sending} data-testid="login-email-submit">
          Continue with Email
        </Button>
        {below}
      </Stack>
    </form>
  );
}
