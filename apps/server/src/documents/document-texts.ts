import type { ContractNoteKind, OrderSide, TransactionScene } from '@trading/contract';
import type { Lang } from '../messages/lang';

/** The words of contract notes and statements (PDF) in one language; the CSV keeps codes. */
export interface DocumentTexts {
  contractNote: string;
  statement: string;
  documentNumber: string;
  issued: string;
  client: string;
  account: string;
  tradeTime: string;
  security: string;
  exchange: string;
  orderKind: string;
  side: string;
  quantity: string;
  price: string;
  amount: string;
  charges: string;
  net: Record<OrderSide, string>;
  sides: Record<OrderSide, string>;
  kinds: Record<ContractNoteKind, string>;
  /** A ledger scene as a note's charge line and a statement's movement. */
  scenes: Record<TransactionScene, string>;
  /** The figures' source and the zone of the times, {zone} filled in. */
  noteFooter: string;
  book: string;
  period: string;
  opening: string;
  closing: string;
  date: string;
  description: string;
  balance: string;
  noMovements: string;
  /** {date} filled in. */
  holdingsAt: string;
  marketValue: string;
  holdingsTotal: string;
  noHoldings: string;
  statementFooter: string;
}

const en: DocumentTexts = {
  contractNote: 'Contract note',
  statement: 'Monthly statement',
  documentNumber: 'Document no.',
  issued: 'Issued',
  client: 'Client',
  account: 'Account no.',
  tradeTime: 'Trade time',
  security: 'Security',
  exchange: 'Exchange',
  orderKind: 'Order',
  side: 'Side',
  quantity: 'Quantity',
  price: 'Price',
  amount: 'Amount',
  charges: 'Consideration, charges and taxes',
  net: { BUY: 'Net amount debited', SELL: 'Net amount credited' },
  sides: { BUY: 'Buy', SELL: 'Sell' },
  kinds: {
    MARKET: 'Market order',
    LIMIT: 'Limit order',
    STOP: 'Stop order',
    STOP_LIMIT: 'Stop-limit order',
    BLOCK_TRADE: 'Block trade',
    IPO: 'IPO allotment',
    PLACEMENT: 'Placement allotment',
    BLOCK_PLACEMENT: 'Block placement allotment',
    SNAP_UP: 'Snap-up allotment',
    FUND: 'Fund order',
  },
  scenes: {
    USER_DEPOSIT: 'Deposit',
    CONFIRM_WITHDRAW: 'Withdrawal',
    MONEY_EXCHANGE: 'Currency exchange',
    EXCHANGE_FEE: 'Exchange fee',
    TRADE: 'Trade consideration',
    TRADE_FEE: 'Brokerage fee',
    FUNDING: 'Subscription payment',
    FUNDING_FEE: 'Subscription fee',
    QUANTITATIVE_BUY: 'Fund purchase',
    QUANTITATIVE_REBASE: 'Fund profit',
    QUANTITATIVE_BACK: 'Fund principal returned',
  },
  noteFooter:
    'The amounts above are the ledger postings of this trade. Times are in the {zone} time zone.',
  book: 'Currency book',
  period: 'Period',
  opening: 'Opening balance',
  closing: 'Closing balance',
  date: 'Date',
  description: 'Description',
  balance: 'Balance',
  noMovements: 'No movements this month.',
  holdingsAt: 'Holdings at {date}',
  marketValue: 'Market value',
  holdingsTotal: 'Total market value',
  noHoldings: 'No holdings.',
  statementFooter:
    'Balances include money set aside for pending orders and withdrawals. Times are in the {zone} time zone.',
};

const pt: DocumentTexts = {
  contractNote: 'Nota de corretagem',
  statement: 'Extrato mensal',
  documentNumber: 'Nº do documento',
  issued: 'Emitido em',
  client: 'Cliente',
  account: 'Nº da conta',
  tradeTime: 'Data do pregão',
  security: 'Ativo',
  exchange: 'Bolsa',
  orderKind: 'Ordem',
  side: 'Operação',
  quantity: 'Quantidade',
  price: 'Preço',
  amount: 'Valor',
  charges: 'Valor das operações, custos e tributos',
  net: { BUY: 'Valor líquido debitado', SELL: 'Valor líquido creditado' },
  sides: { BUY: 'Compra', SELL: 'Venda' },
  kinds: {
    MARKET: 'Ordem a mercado',
    LIMIT: 'Ordem limitada',
    STOP: 'Ordem stop',
    STOP_LIMIT: 'Ordem stop limitada',
    BLOCK_TRADE: 'Negócio em bloco',
    IPO: 'Alocação em IPO',
    PLACEMENT: 'Alocação em oferta',
    BLOCK_PLACEMENT: 'Alocação em bloco',
    SNAP_UP: 'Alocação relâmpago',
    FUND: 'Aplicação em fundo',
  },
  scenes: {
    USER_DEPOSIT: 'Depósito',
    CONFIRM_WITHDRAW: 'Saque',
    MONEY_EXCHANGE: 'Câmbio',
    EXCHANGE_FEE: 'Taxa de câmbio',
    TRADE: 'Valor da operação',
    TRADE_FEE: 'Corretagem',
    FUNDING: 'Pagamento da subscrição',
    FUNDING_FEE: 'Taxa de subscrição',
    QUANTITATIVE_BUY: 'Aplicação em fundo',
    QUANTITATIVE_REBASE: 'Rendimento do fundo',
    QUANTITATIVE_BACK: 'Resgate do fundo',
  },
  noteFooter:
    'Os valores acima são os lançamentos contábeis desta operação. Horários no fuso {zone}.',
  book: 'Conta em moeda',
  period: 'Período',
  opening: 'Saldo inicial',
  closing: 'Saldo final',
  date: 'Data',
  description: 'Descrição',
  balance: 'Saldo',
  noMovements: 'Sem movimentações no mês.',
  holdingsAt: 'Posição em {date}',
  marketValue: 'Valor de mercado',
  holdingsTotal: 'Valor de mercado total',
  noHoldings: 'Sem posições.',
  statementFooter:
    'Os saldos incluem valores reservados para ordens e saques pendentes. Horários no fuso {zone}.',
};

const zh: DocumentTexts = {
  contractNote: '成交确认书',
  statement: '月度结单',
  documentNumber: '文件编号',
  issued: '出具时间',
  client: '客户',
  account: '账户号码',
  tradeTime: '成交时间',
  security: '证券',
  exchange: '交易所',
  orderKind: '订单',
  side: '方向',
  quantity: '数量',
  price: '价格',
  amount: '金额',
  charges: '成交金额、费用与税费',
  net: { BUY: '净扣款金额', SELL: '净入账金额' },
  sides: { BUY: '买入', SELL: '卖出' },
  kinds: {
    MARKET: '市价单',
    LIMIT: '限价单',
    STOP: '止损单',
    STOP_LIMIT: '止损限价单',
    BLOCK_TRADE: '大宗交易',
    IPO: '新股配售',
    PLACEMENT: '配售',
    BLOCK_PLACEMENT: '大宗配售',
    SNAP_UP: '抢购配售',
    FUND: '基金申购',
  },
  scenes: {
    USER_DEPOSIT: '入金',
    CONFIRM_WITHDRAW: '出金',
    MONEY_EXCHANGE: '货币兑换',
    EXCHANGE_FEE: '兑换手续费',
    TRADE: '成交金额',
    TRADE_FEE: '佣金',
    FUNDING: '认购款',
    FUNDING_FEE: '认购手续费',
    QUANTITATIVE_BUY: '基金申购',
    QUANTITATIVE_REBASE: '基金收益',
    QUANTITATIVE_BACK: '基金本金返还',
  },
  noteFooter: '以上金额为本笔交易的账簿记账。时间为{zone}时区。',
  book: '币种账户',
  period: '期间',
  opening: '期初余额',
  closing: '期末余额',
  date: '日期',
  description: '摘要',
  balance: '余额',
  noMovements: '本月无资金变动。',
  holdingsAt: '{date} 持仓',
  marketValue: '市值',
  holdingsTotal: '总市值',
  noHoldings: '无持仓。',
  statementFooter: '余额包含为待成交订单和待处理出金预留的资金。时间为{zone}时区。',
};

export const DOCUMENT_TEXTS: Record<Lang, DocumentTexts> = { en, pt, zh };
