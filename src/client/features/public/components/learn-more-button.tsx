import { LightButton } from '../../../components/light-button';
import { Icon } from '../../../components/icon';
import { track } from '../../../lib/analytics';

/** SPEC §2: the home page's 'learn more' button scrolls to the showcase section. */
export function LearnMoreButton({ target = 'features' }: { target?: string }) {
  return (
    <LightButton
      component="a"
      href={`#${target}`}
      variant="subtle"
      color="gray"
      rightSection={<Icon name="chevron-down" size={16} />}
      onClick={(event) => {
        event.preventDefault();
        track('learn_more_click');
        scrollWhenPresent(target);
      }}
      data-testid="learn-more"
    >
      Learn more
    </LightButton>
  );
}

/** The sections below the fold load right after the page: wait for the target (≤ 3 s), then scroll. */
function scrollWhenPresent(id: string, deadline = performance.now() + 3000): void {
  const element = document.getElementById(id);
  if (element) {
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    return;
  }
  if (performance.now() < deadline) requestAnimationFrame(() => scrollWhenPresent(id, deadline));
}
