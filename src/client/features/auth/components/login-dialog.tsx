import { Divider, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/schemas/user';
import { identify, track } from '../../../lib/analytics';
import { errorMessage } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { writeCachedUser } from '../../../lib/user-cache';
import { useLoginFlow, type LoginHumanCheck } from '../hooks/use-login-flow';
import { SESSION_USER_KEY } from '../hooks/use-session-user';
import { returnFocusToOpener } from '../hooks/use-login-dialog';
import { LoginCodeStep } from './login-code-step';
import classes from './login-dialog.module.css';
import { GoogleSignIn } from './google-sign-in';
import { LoginEmailStep } from './login-email-step';

type LoginDialogProps = {
  opened: boolean;
  source: string | undefined;
  onClose: () => void;
  googleClientId?: string | null;
  humanCheck?: LoginHumanCheck;
};

/** Two-step email sign-in (SPEC §2), and Google's button when configured. Loaded lazily the first time it opens. */
export function LoginDialog({ opened, source, onClose, googleClientId = null, humanCheck }: LoginDialogProps) {
  const queryClient = useQueryClient();
  const google = trpc.auth.google.useMutation();

  const onSignedIn = async (user: User) => {
    writeCachedUser(user);
    identify(user);
    track('login_success', { source });
    queryClient.setQueryData(SESSION_USER_KEY, user);
    close();
    // Everything may depend on who is signed in (chats moved from the guest, limits, plans …).
    await queryClient.invalidateQueries();
  };

  const flow = useLoginFlow(onSignedIn, humanCheck);

  // Closing resets everything (SPEC §2).
  const close = () => {
    flow.reset();
    google.reset();
    onClose();
  };

  const googleSlot = googleClientId ? (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      <GoogleSignIn clientId={googleClientId} onCredential={(credential) => google.mutate({ credential }, { onSuccess: (user) => onSignedIn(user) })} />
      {google.error && (
        <Text size="sm" c="red" ta="center" role="alert" data-testid="google-signin-error">
          {errorMessage(google.error)}
        </Text>
      )}
    </Stack>
  ) : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      size={420}
      padding="xl"
      withCloseButton
      closeButtonProps={{ 'aria-label': 'Close', 'data-testid': 'login-close' } as Record<string, string>}
      id="login-dialog"
      onExitTransitionEnd={returnFocusToOpener}
      overlayProps={{ backgroundOpacity: 0.45, blur: 3 }}
      classNames={{ header: classes.header, body: classes.body, content: classes.content }}
      data-testid="login-dialog"
    >
      {flow.step === 'email' ? <LoginEmailStep flow={flow} below={googleSlot} humanCheck={humanCheck?.Widget} /> : <LoginCodeStep flow={flow} />}
    </Modal>
  );
}
