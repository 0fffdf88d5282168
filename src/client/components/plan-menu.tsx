import { ActionIcon, Button, Group, Menu, Modal, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../lib/errors';
import { trpc } from '../lib/trpc';
import { Icon } from './icon';

type PlanMenuProps = {
  planId: string;
  name: string;
  /** After the plan is gone (e.g. leave its screen). */
  onDeleted?: () => void;
};

const MAX_NAME = 100;

/** A practice plan's ⋯ menu (its card, the practice screen): rename it, or delete it after asking. */
export function PlanMenu({ planId, name, onDeleted }: PlanMenuProps) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" width={170}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="md" aria-label={`Options for ${name}`} data-testid="plan-menu">
            <Icon name="dots" size={18} strokeWidth={3} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<Icon name="pencil" size={16} />} onClick={() => setDialog('rename')} data-testid="plan-menu-rename">
            Rename
          </Menu.Item>
          <Menu.Item color="red" leftSection={<Icon name="trash" size={16} />} onClick={() => setDialog('delete')} data-testid="plan-menu-delete">
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {dialog === 'rename' && <RenamePlanDialog planId={planId} name={name} onClose={close} />}
      {dialog === 'delete' && <DeletePlanDialog planId={planId} name={name} onClose={close} onDeleted={onDeleted} />}
    </>
  );
}

function usePlanChanged() {
  const utils = trpc.useUtils();
  return (planId: string) => {
    void utils.practice.list.invalidate();
    void utils.practice.stats.invalidate();
    void utils.practice.get.invalidate({ id: planId });
  };
}

function RenamePlanDialog({ planId, name: current, onClose }: { planId: string; name: string; onClose: () => void }) {
  const [name, setName] = useState(current.slice(0, MAX_NAME));
  const changed = usePlanChanged();
  const rename = trpc.practice.rename.useMutation({ onSuccess: () => changed(planId) });
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || rename.isPending) return;
    rename.mutate({ id: planId, name: trimmed }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title="Rename practice" size={420} data-testid="plan-rename-dialog">
      <form onSubmit={submit}>
        <TextInput
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={MAX_NAME}
          aria-label="Practice name"
          data-autofocus
          error={rename.isError ? errorMessage(rename.error) : undefined}
          data-testid="plan-rename-input"
        />
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!trimmed} loading={rename.isPending} data-testid="plan-rename-save">
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

function DeletePlanDialog({ planId, name, onClose, onDeleted }: { planId: string; name: string; onClose: () => void; onDeleted?: () => void }) {
  const changed = usePlanChanged();
  const remove = trpc.practice.delete.useMutation({ onSuccess: () => changed(planId) });
  return (
    <Modal opened onClose={onClose} title="Delete practice?" size={420} data-testid="plan-delete-dialog">
      <Text size="sm">“{name}” and its practices will be deleted. This can't be undone.</Text>
      {remove.isError && (
        <Text size="sm" c="red" mt="sm" role="alert">
          {errorMessage(remove.error)}
        </Text>
      )}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(
              { id: planId },
              {
                onSuccess: () => {
                  onClose();
                  onDeleted?.();
                },
              },
            )
          }
          data-testid="plan-delete-confirm"
        >
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
