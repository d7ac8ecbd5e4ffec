import React, { createContext, useContext, useMemo } from 'react';
import { graphql } from 'gatsby';
import type { TradeName, TradeSketch } from '../lib/trades';

/**
 * The trades of content/home/trades.json as the page's query gave them, in the page's language: the forms offer
 * them, and the website preview draws them. A page that shows a trade field or a sketch provides them.
 */
const TradesContext = createContext<readonly TradeName[]>([]);

export function TradesProvider({ trades, children }: { trades: readonly TradeName[]; children: React.ReactNode }) {
  return <TradesContext.Provider value={trades}>{children}</TradesContext.Provider>;
}

/** The trades by id and name: what the intake's and the quote's trade fields offer. */
export function useTrades(): readonly TradeName[] {
  return useContext(TradesContext);
}

const isSketch = (trade: TradeName): trade is TradeSketch => 'preview' in trade;

/** The trades with what the website preview draws for them (pages that query the TradeSketch fragment). */
export function useTradeSketches(): readonly TradeSketch[] {
  const trades = useContext(TradesContext);
  return useMemo(() => trades.filter(isSketch), [trades]);
}

export const tradeFragments = graphql`
  fragment TradeChoice on Trade {
    itemId
    label(language: $language)
  }

  fragment TradeSketch on Trade {
    itemId
    label(language: $language)
    icon
    kind
    preview {
      role(language: $language)
      headline(language: $language)
      services(language: $language)
      prices(language: $language)
      review(language: $language)
    }
  }

  # Every trade, as the pages that draw a sketch need them.
  fragment SketchTrades on Query {
    allTrade {
      nodes {
        ...TradeSketch
      }
    }
  }
`;
