import type { SeedArticle } from '../seed-news';

/** Ipê Invest: the Brazilian market, written in Portuguese, with English. */
export const BRL_NEWS: SeedArticle[] = [
  {
    title: 'Ibovespa sobe com alta das commodities',
    source: 'Ipê Invest Mercados',
    hoursAgo: 1,
    onMainPage: true,
    paragraphs: [
      'O principal índice da B3 avançou puxado por mineradoras e petroleiras, acompanhando a alta do minério de ferro no exterior.',
      'O volume negociado ficou acima da média das últimas semanas.',
    ],
    translations: {
      en: {
        title: 'Ibovespa rises as commodities rally',
        source: 'Ipê Invest Markets',
        paragraphs: [
          "B3's main index advanced, led by miners and oil companies, tracking higher iron ore prices abroad.",
          'Trading volume was above the average of recent weeks.',
        ],
      },
    },
  },
  {
    title: 'Bancos lideram ganhos após dados de crédito',
    source: 'Ipê Invest Mercados',
    hoursAgo: 8,
    onMainPage: true,
    paragraphs: [
      'As ações dos grandes bancos subiram depois que os números de concessão de crédito vieram acima do esperado.',
    ],
    translations: {
      en: {
        title: 'Banks lead gains after credit data',
        source: 'Ipê Invest Markets',
        paragraphs: [
          'Shares of the big banks rose after new lending figures came in above expectations.',
        ],
      },
    },
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
    translations: {
      en: {
        title: 'How the Selic rate affects the stock market',
        source: 'Ipê Invest Education',
        paragraphs: [
          'Higher interest rates make fixed income more attractive and raise borrowing costs for companies, which tends to weigh on stocks.',
          'Once the rate-cutting cycle begins, rate-sensitive sectors tend to react first.',
        ],
      },
    },
  },
  {
    title: 'Dividendos: o que observar antes de investir',
    source: 'Ipê Invest Educação',
    hoursAgo: 48,
    onMainPage: false,
    paragraphs: [
      'Um rendimento alto pode esconder lucros em queda. Verifique a regularidade dos pagamentos e a saúde do caixa da empresa.',
    ],
    translations: {
      en: {
        title: 'Dividends: what to check before you invest',
        source: 'Ipê Invest Education',
        paragraphs: [
          'A high yield can hide falling profits. Check how regularly the company pays out and how healthy its cash position is.',
        ],
      },
    },
  },
];
