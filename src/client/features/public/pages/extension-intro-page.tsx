import { PublicLayout } from '../components/public-layout';
import { ExtensionIntroMarkup } from '../components/server-markup-parts';

/**
 * /extension/intro: the add-to-Chrome promo. The extension is not published yet, so the page says
 * so plainly and offers what works today (screenshots in the web app) instead of a store link.
 */
export function ExtensionIntroPage() {
  return (
    <PublicLayout testId="extension-intro">
      <ExtensionIntroMarkup />
    </PublicLayout>
  );
}
