import { Box, Container, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DEFAULT_AGENT_SLUG } from '../../shared/agent-slugs';
import { appLayerActions } from '../app/site/app-layer-host';
import { useSiteData } from '../app/site/site-data';
import { SiteHeaderActions } from '../app/site/site-header-actions';
import { useSiteUser } from '../app/site/site-session';
import { AskInput } from '../components/ask-input';
import { SiteFooterMarkup } from '../components/site-footer-markup';
import { SiteHeader } from '../components/site-header';
import { AdvisorGridMarkup } from '../features/agents/components/advisor-grid';
import { LearnMoreButton } from '../features/public/components/learn-more-button';
import { AdvisorsIntroMarkup, HomeIntroMarkup, PlatformsMarkup } from '../features/public/components/home-markup-parts';
import { track } from '../lib/analytics';
import { goTo } from '../lib/go-to';
import { setPendingMessage } from '../lib/pending-message';
import classes from './home.module.css';

const HomeBelowFold = lazy(() => import('../features/public/components/home-below-fold').then((m) => ({ default: m.HomeBelowFold })));

/**
 * Opening a showcase needs a user (a first-time visitor's guest is made then). Read here, inside the
 * lazy section's Suspense boundary, so the user arriving never re-renders the page above it while
 * the pre-rendered section still waits for its code to hydrate.
 */
function BelowFold() {
  const { user, fetched } = useSiteUser();
  return <HomeBelowFold showcaseReady={user !== undefined && fetched} actions={appLayerActions} />;
}

export function HomePage() {
  const { agents } = useSiteData();

  const ask = (text: string) => {
    setPendingMessage(text);
    track('home_ask', { length: text.length });
    goTo(`/chat/${DEFAULT_AGENT_SLUG}`);
  };

  return (
    <>
      <SiteHeader actions={<SiteHeaderActions />} />
      <main id="main">
        <Box component="section" className={classes.hero} data-testid="home-hero">
          <Container size={760}>
            <Stack align="center" gap="lg" ta="center">
              <HomeIntroMarkup />
              <Box w="100%" maw={640} mt="sm">
                <AskInput onSubmit={ask} />
              </Box>
              <LearnMoreButton />
            </Stack>
          </Container>
        </Box>
        <PlatformsMarkup />
        <Container size="lg" component="section" id="advisors" pb={80} aria-labelledby="advisors-title">
          <AdvisorsIntroMarkup />
          <AdvisorGridMarkup agents={agents} />
        </Container>
        {/* Out of view on the first paint: its code is fetched right after the page; the space is kept. */}
        <Suspense fallback={<Box mih={1600} aria-hidden />}>
          <BelowFold />
        </Suspense>
      </main>
      <SiteFooterMarkup />
    </>
  );
}
