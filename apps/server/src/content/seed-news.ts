import type { Language } from '@trading/contract';

/** What a reader reads of an article, in one language. */
export interface ArticleText {
  title: string;
  source: string;
  paragraphs: string[];
}

/**
 * Original sample articles per tenant, about that tenant's market, written in the tenant's
 * default language, with `translations` into the other languages it offers. Seeded once into an
 * empty database.
 */
export interface SeedArticle extends ArticleText {
  /** Hours before seeding time, so the list always looks fresh. */
  hoursAgo: number;
  onMainPage: boolean;
  translations?: Partial<Record<Language, ArticleText>>;
}

export const SEED_NEWS: Record<string, SeedArticle[]> = {
  ngn: [
    {
      title: 'NGX All-Share Index edges higher as banking stocks lead gains',
      source: 'Naira Markets Desk',
      hoursAgo: 2,
      onMainPage: true,
      paragraphs: [
        'Lagos-listed lenders led a broad advance on the Nigerian Exchange, lifting the All-Share Index for a third session.',
        'Traders pointed to steady dividend expectations and improving foreign-exchange liquidity as reasons for the renewed interest in tier-one banks.',
      ],
    },
    {
      title: 'Cement makers hold firm on infrastructure spending outlook',
      source: 'Naira Markets Desk',
      hoursAgo: 9,
      onMainPage: true,
      paragraphs: [
        'Shares of the large cement producers were little changed as investors weighed higher energy costs against a strong pipeline of road and housing projects.',
        'Analysts expect volumes to recover in the dry season, when construction activity typically picks up.',
      ],
    },
    {
      title: 'Telecom operators see data demand keep climbing',
      source: 'Naira Markets Research',
      hoursAgo: 20,
      onMainPage: true,
      paragraphs: [
        'Mobile data usage continues to grow faster than voice revenue, according to the latest quarterly figures from listed operators.',
        'Investors are watching tariff reviews closely, as pricing remains the main lever for margins.',
      ],
    },
    {
      title: 'What the naira exchange rate means for your portfolio',
      source: 'Naira Markets Academy',
      hoursAgo: 30,
      onMainPage: false,
      paragraphs: [
        'A weaker naira raises the local value of US-listed holdings, while importers on the NGX may see costs rise.',
        'Keeping part of a portfolio in USD is one way some investors balance that exposure.',
      ],
    },
    {
      title: 'Five questions to ask before you subscribe to an IPO',
      source: 'Naira Markets Academy',
      hoursAgo: 52,
      onMainPage: false,
      paragraphs: [
        'Read the prospectus, check how the proceeds will be used, compare the valuation with listed peers, understand the lock-up terms and size your application to what you can afford to hold.',
      ],
    },
  ],
  inr: [
    {
      title: 'NIFTY 50 closes near record as IT majors rebound',
      source: 'Saffron Street Desk',
      hoursAgo: 3,
      onMainPage: true,
      paragraphs: [
        'Information-technology shares recovered from early losses to help the benchmark finish near its all-time high.',
        'Market breadth was positive, with mid-caps outperforming the large-cap index.',
      ],
    },
    {
      title: 'Private banks report steady loan growth in the quarter',
      source: 'Saffron Street Research',
      hoursAgo: 11,
      onMainPage: true,
      paragraphs: [
        'Large private lenders posted double-digit credit growth, led by retail and small-business loans.',
        'Deposit costs remain the figure to watch as competition for savings stays intense.',
      ],
    },
    {
      title: 'Monsoon progress lifts consumer stocks',
      source: 'Saffron Street Desk',
      hoursAgo: 24,
      onMainPage: true,
      paragraphs: [
        'A timely monsoon has improved the outlook for rural demand, supporting shares of consumer-goods makers.',
      ],
    },
    {
      title: 'SIP or lump sum: timing your equity investments',
      source: 'Saffron Street Academy',
      hoursAgo: 40,
      onMainPage: false,
      paragraphs: [
        'Investing a fixed amount every month smooths out the price you pay, while a lump sum puts all your money to work at once.',
        'Which suits you depends on your cash flow and how comfortable you are with short-term swings.',
      ],
    },
  ],
  brl: [
    {
      title: 'Ibovespa sobe com alta das commodities',
      source: 'Ipê Invest Mercados',
      hoursAgo: 1,
      onMainPage: true,
      paragraphs: [
        'O principal índice da B3 avançou puxado por mineradoras e petroleiras, acompanhando a alta do minério de ferro no exterior.',
        'O volume negociado ficou acima da média das últimas semanas.',
      ],
    },
    {
      title: 'Bancos lideram ganhos após dados de crédito',
      source: 'Ipê Invest Mercados',
      hoursAgo: 8,
      onMainPage: true,
      paragraphs: [
        'As ações dos grandes bancos subiram depois que os números de concessão de crédito vieram acima do esperado.',
      ],
    },
    {
      title: 'Como a taxa Selic afeta a bolsa',
      source: 'Ipê Invest Educação',
      hoursAgo: 26,
      onMainPage: true,
      paragraphs: [
        'Juros mais altos tornam a renda fixa mais atraente e encarecem o crédito das empresas, o que costuma pesar sobre as ações.',
        'Quando o ciclo de cortes começa, setores sensíveis a juros tendem a reagir primeiro.',
      ],
    },
    {
      title: 'Dividendos: o que observar antes de investir',
      source: 'Ipê Invest Educação',
      hoursAgo: 48,
      onMainPage: false,
      paragraphs: [
        'Um rendimento alto pode esconder lucros em queda. Verifique a regularidade dos pagamentos e a saúde do caixa da empresa.',
      ],
    },
  ],
  usd: [
    {
      title: 'S&P 500 extends rally as chipmakers climb',
      source: 'Granite Trade Desk',
      hoursAgo: 2,
      onMainPage: true,
      paragraphs: [
        'Semiconductor shares led US stocks higher, with the benchmark index posting its fourth gain in five sessions.',
        "Treasury yields were little changed ahead of next week's inflation report.",
      ],
    },
    {
      title: 'Big tech earnings season: what to watch',
      source: 'Granite Trade Research',
      hoursAgo: 12,
      onMainPage: true,
      paragraphs: [
        'Cloud growth, advertising demand and capital spending on data centres will set the tone for the largest US companies.',
      ],
    },
    {
      title: 'Energy stocks slip as crude prices ease',
      source: 'Granite Trade Desk',
      hoursAgo: 22,
      onMainPage: true,
      paragraphs: ['Oil producers underperformed as crude fell on expectations of higher supply.'],
    },
    {
      title: 'Diversifying with index funds and blue chips',
      source: 'Granite Trade Academy',
      hoursAgo: 45,
      onMainPage: false,
      paragraphs: [
        'Spreading money across sectors reduces the damage any single company can do to a portfolio.',
      ],
    },
  ],
};
