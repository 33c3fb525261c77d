import { getFragmentData, type FragmentType } from '../../__generated__/fragment-masking.ts';
import { graphql } from '../../__generated__/gql.ts';
import { MarketLogo } from '../../components/brand/MarketLogo.tsx';
import { useHead } from '../../lib/head/head-context.tsx';
import { errorPageVariant, marketLook, themeClass } from '../../lib/market-theme.ts';
import { ErrorIllustration } from './ErrorIllustration.tsx';
import { HOME_LINK_TEXT, NOT_FOUND_TEXT } from './texts.ts';
import styles from './ErrorPage.module.scss';

export const ErrorPageMarketFragment = graphql(`
  fragment ErrorPage_market on Market {
    id
    name
    theme
  }
`);

/** The message under the status: the spec's text for 404, a general one otherwise. */
export function errorMessage(status: number): string {
  return status === 404 ? NOT_FOUND_TEXT : 'Не удалось загрузить страницу';
}

/**
 * The error page of spec section 2: the status (500 unless told otherwise) in the market's look —
 * sprout's own, garwin's for every other market and when the market could not be loaded.
 */
export function ErrorPage({
  status = 500,
  market,
}: {
  status?: number;
  market?: FragmentType<typeof ErrorPageMarketFragment> | null;
}) {
  const data = market ? getFragmentData(ErrorPageMarketFragment, market) : null;
  const variant = errorPageVariant(data?.theme);
  const message = errorMessage(status);
  useHead({
    title: `${status}: ${message}`,
    noindex: true,
    themeClass: themeClass(data?.theme ?? variant),
  });

  return (
    <div className={styles.page} data-variant={variant}>
      <header className={styles.header}>
        <a href="/" className={styles.logo} aria-label={data?.name ?? 'GARWIN'}>
          <MarketLogo look={data ? marketLook(data.theme) : variant} name={data?.name ?? ''} />
        </a>
      </header>
      <main className={styles.main}>
        <ErrorIllustration variant={variant} />
        <div className={styles.text}>
          <p className={styles.status}>{status}</p>
          <h1 className={styles.message}>{message}</h1>
          <a href="/" className={styles.home}>
            {HOME_LINK_TEXT}
          </a>
        </div>
      </main>
    </div>
  );
}
