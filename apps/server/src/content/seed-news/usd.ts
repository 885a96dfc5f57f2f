import type { SeedArticle } from '../seed-news';

/** Granite Trade: the US market, written in English, with Portuguese. */
export const USD_NEWS: SeedArticle[] = [
  {
    title: 'S&P 500 extends rally as chipmakers climb',
    source: 'Granite Trade Desk',
    hoursAgo: 2,
    onMainPage: true,
    paragraphs: [
      'Semiconductor shares led US stocks higher, with the benchmark index posting its fourth gain in five sessions.',
      "Treasury yields were little changed ahead of next week's inflation report.",
    ],
    translations: {
      pt: {
        title: 'S&P 500 amplia alta com avanço das fabricantes de chips',
        source: 'Granite Trade Redação',
        paragraphs: [
          'As ações de semicondutores lideraram a alta da bolsa americana, e o índice de referência registrou o quarto ganho em cinco pregões.',
          'Os rendimentos dos títulos do Tesouro americano pouco variaram à espera do relatório de inflação da próxima semana.',
        ],
      },
    },
  },
  {
    title: 'Big tech earnings season: what to watch',
    source: 'Granite Trade Research',
    hoursAgo: 12,
    onMainPage: true,
    paragraphs: [
      'Cloud growth, advertising demand and capital spending on data centres will set the tone for the largest US companies.',
    ],
    translations: {
      pt: {
        title: 'Temporada de balanços das gigantes de tecnologia: o que acompanhar',
        source: 'Granite Trade Análises',
        paragraphs: [
          'O crescimento da computação em nuvem, a demanda por publicidade e os investimentos em centros de dados vão dar o tom para as maiores empresas dos EUA.',
        ],
      },
    },
  },
  {
    title: 'Energy stocks slip as crude prices ease',
    source: 'Granite Trade Desk',
    hoursAgo: 22,
    onMainPage: true,
    paragraphs: ['Oil producers underperformed as crude fell on expectations of higher supply.'],
    translations: {
      pt: {
        title: 'Ações de energia recuam com a queda do petróleo',
        source: 'Granite Trade Redação',
        paragraphs: [
          'As produtoras de petróleo tiveram desempenho inferior ao do mercado, com o recuo do petróleo bruto diante da expectativa de maior oferta.',
        ],
      },
    },
  },
  {
    title: 'Diversifying with index funds and blue chips',
    source: 'Granite Trade Academy',
    hoursAgo: 45,
    onMainPage: false,
    paragraphs: [
      'Spreading money across sectors reduces the damage any single company can do to a portfolio.',
    ],
    translations: {
      pt: {
        title: 'Diversificação com fundos de índice e ações de primeira linha',
        source: 'Granite Trade Educação',
        paragraphs: [
          'Distribuir o dinheiro entre setores reduz o estrago que uma única empresa pode causar à carteira.',
        ],
      },
    },
  },
];
