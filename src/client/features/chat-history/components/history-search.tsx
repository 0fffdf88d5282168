import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { UI_TIMINGS } from '../../../../shared/constants';
import { Icon } from '../../../components/icon';

/** Search box over the chat history; reports the text after a 300 ms pause in typing. */
export function HistorySearch({ onSearch }: { onSearch: (text: string) => void }) {
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, UI_TIMINGS.debounceMs);
  useEffect(() => onSearch(debounced.trim()), [debounced, onSearch]);
  return (
    <TextInput
      size="xs"
      radius="md"
      mx={2}
      mb={4}
      placeholder="Search chats"
      aria-label="Search chats"
      maxLength={100}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setValue('');
      }}
      leftSection={<Icon name="search" size={14} />}
      rightSection={value ? <CloseButton size="sm" onClick={() => setValue('')} aria-label="Clear search" data-testid="chat-history-search-clear" /> : null}
      data-testid="chat-history-search"
    />
  );
}
