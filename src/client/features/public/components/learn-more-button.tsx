import { Button } from '@mantine/core';
import { Icon } from '../../../components/icon';
import { track } from '../../../lib/analytics';

/** SPEC §2: the home page's 'learn more' button scrolls to the showcase section. */
export function LearnMoreButton({ target = 'features' }: { target?: string }) {
  return (
    <Button
      component="a"
      href={`#${target}`}
      variant="subtle"
      color="gray"
      rightSection={<Icon name="chevron-down" size={16} />}
      onClick={(event) => {
        event.preventDefault();
        track('learn_more_click');
        document.getElementById(target)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }}
      data-testid="learn-more"
    >
      Learn more
    </Button>
  );
}
