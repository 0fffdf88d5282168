import { ActionIcon, Alert, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ClipboardEvent, FormEvent } from 'react';
import { LIMITS } from '../../../../shared/constants';
import { LoginTitle } from './login-title';
import { Icon } from '../../../components/icon';
import type { LoginFlow } from '../hooks/use-login-flow';
import classes from './login-dialog.module.css';

export function LoginCodeStep({ flow }: { flow: LoginFlow }) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    flow.verify();
  };
  const complete = flow.code.length === LIMITS.verificationCodeDigits;
  // Six large boxes are wider than a phone's dialog: smaller boxes there.
  const phone = useMediaQuery('(max-width: 30em)') ?? false;
  // A pasted code goes in whole wherever it is pasted, separators and all ("123 456", "123-456").
  const pasteWholeCode = (event: ClipboardEvent<HTMLDivElement>) => {
    const digits = event.clipboardData.getData('text/plain').replace(/\D/g, '');
    if (digits.length !== LIMITS.verificationCodeDigits) return;
    event.preventDefault();
    event.stopPropagation();
    flow.setCode(digits);
    flow.verify(digits);
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="login-code-step">
      <Stack gap="lg">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={flow.back}
          aria-label="Back"
          className={classes.back}
          data-testid="login-back"
        >
          <Icon name="arrow-left" />
        </ActionIcon>
        <Stack gap={6} ta="center">
          <LoginTitle>Verify your email</LoginTitle>
          <Text c="dimmed" size="sm">
            Please enter the 6-digit verification code sent to{' '}
            <Text span fw={600} c="var(--mantine-color-text)" data-testid="login-code-email">
              {flow.email}
            </Text>
          </Text>
        </Stack>
        {flow.notice && (
          <Alert variant="light" color="teal" radius="md" py={8} icon={<Icon name="check" size={18} />} role="status" data-testid="login-notice">
            {flow.notice}
          </Alert>
        )}
        <Stack gap={6} align="center" onPasteCapture={pasteWholeCode}>
          <PinInput
            length={LIMITS.verificationCodeDigits}
            type="number"
            oneTimeCode
            size={phone ? 'md' : 'lg'}
            gap={phone ? 6 : 'xs'}
            value={flow.code}
            onChange={(value) => {
              flow.setCode(value);
              // A complete code submits itself (typed, pasted or filled in by the phone).
              if (value.length === LIMITS.verificationCodeDigits) flow.verify(value);
            }}
            error={Boolean(flow.error)}
            aria-label="Verification code"
            data-testid="login-code-input"
          />
          {flow.error && (
            <Text size="sm" c="red" role="alert" data-testid="login-error">
              {flow.error}
            </Text>
          )}
        </Stack>
        <Button type="submit" size="md" fullWidth disabled={!complete} loading={flow.verifying} data-testid="login-verify">
          Verify and Sign In
        </Button>
        <Group gap={4} justify="center">
          <Text size="sm" c="dimmed">
            Didn't receive the code?
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={flow.resend}
            disabled={flow.resendIn > 0}
            loading={flow.sending}
            data-testid="login-resend"
          >
            {flow.resendIn > 0 ? `Resend (${flow.resendIn}s)` : 'Resend'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
