import type { SeedArticle } from '../seed-news';

/** Saffron Street: the Indian market, written in English, with Portuguese. */
export const INR_NEWS: SeedArticle[] = [
  {
    title: 'NIFTY 50 closes near record as IT majors rebound',
    source: 'Saffron Street Desk',
    hoursAgo: 3,
    onMainPage: true,
    paragraphs: [
      'Information-technology shares recovered from early losses to help the benchmark finish near its all-time high.',
      'Market breadth was positive, with mid-caps outperforming the large-cap index.',
    ],
    translations: {
      pt: {
        title: 'NIFTY 50 fecha perto do recorde com recuperação das gigantes de TI',
        source: 'Saffron Street Redação',
        paragraphs: [
          'As ações de tecnologia da informação se recuperaram das perdas do início do pregão e ajudaram o índice de referência a fechar perto de sua máxima histórica.',
          'A amplitude do mercado foi positiva, com as ações de média capitalização superando o índice das grandes empresas.',
        ],
      },
    },
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
    translations: {
      pt: {
        title: 'Bancos privados registram crescimento firme do crédito no trimestre',
        source: 'Saffron Street Análises',
        paragraphs: [
          'Os grandes bancos privados registraram crescimento de dois dígitos no crédito, puxado pelos empréstimos a pessoas físicas e a pequenas empresas.',
          'O custo dos depósitos segue sendo o indicador a acompanhar, já que a disputa pela poupança continua intensa.',
        ],
      },
    },
  },
  {
    title: 'Monsoon progress lifts consumer stocks',
    source: 'Saffron Street Desk',
    hoursAgo: 24,
    onMainPage: true,
    paragraphs: [
      'A timely monsoon has improved the outlook for rural demand, supporting shares of consumer-goods makers.',
    ],
    translations: {
      pt: {
        title: 'Avanço das monções impulsiona ações de consumo',
        source: 'Saffron Street Redação',
        paragraphs: [
          'A chegada das monções no tempo certo melhorou as perspectivas para a demanda rural e sustentou as ações dos fabricantes de bens de consumo.',
        ],
      },
    },
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
    translations: {
      pt: {
        title: 'SIP ou aporte único: quando investir em ações',
        source: 'Saffron Street Educação',
        paragraphs: [
          'Investir um valor fixo todo mês suaviza o preço médio pago, enquanto um aporte único coloca todo o dinheiro para render de uma só vez.',
          'A melhor opção depende do seu fluxo de caixa e de quanto você tolera as oscilações de curto prazo.',
        ],
      },
    },
  },
];
