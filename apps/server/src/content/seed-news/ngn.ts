import type { SeedArticle } from '../seed-news';

/** Naira Markets: the Nigerian Exchange, written in English, with Portuguese. */
export const NGN_NEWS: SeedArticle[] = [
  {
    title: 'NGX All-Share Index edges higher as banking stocks lead gains',
    source: 'Naira Markets Desk',
    hoursAgo: 2,
    onMainPage: true,
    paragraphs: [
      'Lagos-listed lenders led a broad advance on the Nigerian Exchange, lifting the All-Share Index for a third session.',
      'Traders pointed to steady dividend expectations and improving foreign-exchange liquidity as reasons for the renewed interest in tier-one banks.',
    ],
    translations: {
      pt: {
        title: 'Índice All-Share da NGX avança com bancos na liderança dos ganhos',
        source: 'Naira Markets Redação',
        paragraphs: [
          'Os bancos listados em Lagos lideraram uma alta generalizada na Bolsa da Nigéria, e o índice All-Share subiu pelo terceiro pregão seguido.',
          'Operadores citaram a expectativa de dividendos estáveis e a melhora da liquidez no mercado de câmbio como motivos para o interesse renovado pelos bancos de primeira linha.',
        ],
      },
    },
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
    translations: {
      pt: {
        title: 'Cimenteiras se mantêm firmes com perspectiva de gastos em infraestrutura',
        source: 'Naira Markets Redação',
        paragraphs: [
          'As ações das grandes produtoras de cimento pouco variaram, com os investidores colocando na balança os custos de energia mais altos e uma carteira robusta de projetos rodoviários e habitacionais.',
          'Analistas esperam que os volumes se recuperem na estação seca, quando a atividade da construção costuma ganhar ritmo.',
        ],
      },
    },
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
    translations: {
      pt: {
        title: 'Operadoras de telecomunicações veem a demanda por dados seguir em alta',
        source: 'Naira Markets Análises',
        paragraphs: [
          'O uso de dados móveis continua crescendo mais rápido que a receita de voz, segundo os números trimestrais mais recentes das operadoras listadas em bolsa.',
          'Os investidores acompanham de perto as revisões tarifárias, já que os preços continuam sendo a principal alavanca das margens.',
        ],
      },
    },
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
    translations: {
      pt: {
        title: 'O que a taxa de câmbio do naira significa para a sua carteira',
        source: 'Naira Markets Educação',
        paragraphs: [
          'Um naira mais fraco eleva o valor em moeda local das posições listadas nos EUA, enquanto as importadoras listadas na NGX podem ver seus custos subirem.',
          'Manter parte da carteira em USD é uma das formas que alguns investidores encontram para equilibrar essa exposição.',
        ],
      },
    },
  },
  {
    title: 'Five questions to ask before you subscribe to an IPO',
    source: 'Naira Markets Academy',
    hoursAgo: 52,
    onMainPage: false,
    paragraphs: [
      'Read the prospectus, check how the proceeds will be used, compare the valuation with listed peers, understand the lock-up terms and size your application to what you can afford to hold.',
    ],
    translations: {
      pt: {
        title: 'Cinco perguntas a fazer antes de participar de um IPO',
        source: 'Naira Markets Educação',
        paragraphs: [
          'Leia o prospecto, verifique como os recursos captados serão usados, compare a avaliação da empresa com a de pares listados, entenda por quanto tempo a venda das ações fica bloqueada e dimensione seu pedido de reserva ao que você tem condições de manter em carteira.',
        ],
      },
    },
  },
];
