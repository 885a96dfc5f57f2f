import type { EndpointName, RequestOf, ResponseInputOf } from '../src/index.js';

/** A realistic request and response for every endpoint (typed, so a new endpoint without a sample fails to compile). */
type Samples = { [N in EndpointName]: { request: RequestOf<N>; response: ResponseInputOf<N> } };

const page = <T>(records: T[], pageNum = 1, pageSize = 10, total = records.length) => ({
  records,
  pageNum,
  pageSize,
  total,
});

const stockRow = {
  id: 101,
  symbol: 'DANGCEM',
  name: 'Dangote Cement',
  market: 'NSENG' as const,
  currencyType: 'NGN' as const,
  price: 480.5,
  change: 5.5,
  up: 1.16,
  volume: 1_234_567,
};
const priceAlert = {
  id: 3,
  stockId: 101,
  symbol: 'DANGCEM',
  name: 'Dangote Cement',
  exchange: 'NSENG',
  currencyType: 'NGN',
  kind: 'PRICE_ABOVE',
  value: 480.5,
  createdTime: 1_717_200_000_000,
  triggeredTime: null,
  triggeredAt: null,
} as const;

const order = {
  id: 9001,
  stockId: 101,
  side: 'BUY' as const,
  stockName: 'Dangote Cement',
  stockExchange: 'NSENG' as const,
  stockSymbol: 'DANGCEM',
  createdTime: 1_732_000_000_000,
  price: '480.50',
  currentPrice: '481.00',
  amount: 10,
  fee: '4.81',
  currencyType: 'NGN' as const,
};
const workingOrder = {
  id: 7,
  stockId: 101,
  stockName: 'Dangote Cement',
  stockExchange: 'NSENG' as const,
  stockSymbol: 'DANGCEM',
  type: 'LIMIT' as const,
  side: 'BUY' as const,
  quantity: 10,
  limitPrice: '470.00',
  stopPrice: null,
  timeInForce: 'DAY' as const,
  status: 'PENDING' as const,
  reason: null,
  heldAmount: '4704.70',
  filledPrice: null,
  fee: null,
  currencyType: 'NGN' as const,
  createdTime: 1_732_000_000_000,
  expiresTime: 1_732_020_000_000,
  updatedTime: 1_732_000_000_000,
};
const userBank = {
  id: 7,
  usdt: false,
  accountName: 'Ada Obi',
  bank: 'Access Bank',
  accountNumber: '0123456789',
  branch: null,
  bankCode: null,
  extraCode: null,
  usableFrom: 1717000000000,
};
const balance = {
  balance: '150000.00',
  balanceUSD: '120.50',
  openUSDT: true,
  withdrawTips: 'Withdrawals are processed within 24 hours.',
  userBanks: [
    userBank,
    { ...userBank, id: 8, usdt: true, bank: null, accountNumber: 'TXYZabc123' },
  ],
};
const application = {
  id: 55,
  kind: 'IPO' as const,
  stockName: 'MTN Nigeria',
  stockExchange: 'NSENG' as const,
  stockSymbol: 'MTNN',
  currencyType: 'NGN' as const,
  status: 'FUNDING' as const,
  price: '200.00',
  applyUnit: 10,
  unit: 100,
  obtainUnit: 5,
  obtainNum: 500,
  funding: '50000.00',
  createdTime: 1_732_000_000_000,
};
const quantOrder = {
  id: 3,
  productName: 'Alpha Fund',
  productManagerName: 'J. Doe',
  status: 'LOCKED' as const,
  createTime: 1_732_000_000_000,
  lockDay: 30,
  lockEndTime: 1_734_592_000_000,
  applyAmount: '1000.00',
  profitAmount: '0',
  rates: ['1.5', '3.0'] as [string, string],
  currencyType: 'USD' as const,
};
const exchangeRecord = {
  id: 4,
  fromType: 'USD' as const,
  fromAmount: '10.00',
  fee: '0.10',
  toType: 'NGN' as const,
  toAmount: '15840.00',
  createdTime: 1_732_000_000_000,
};
const kyc = {
  name: 'Ada Obi',
  idType: 'NIN',
  idNumber: '12345678901',
  bank: 'Access Bank',
  cardNo: '0123456789',
  photo: [{ id: 11, url: '/uploads/11.jpg' }],
  status: 'REVIEWING' as const,
};
const ipoItem = {
  id: 21,
  stockName: 'MTN Nigeria',
  stockExchange: 'NSENG' as const,
  stockSymbol: 'MTNN',
  price: '200.00',
  currencyType: 'NGN' as const,
  fixedAmount: null,
  ipoUnit: 100,
  amountOpen: true,
};

export const samples: Samples = {
  tenantConfig: {
    request: {},
    response: {
      title: 'NairaTrade',
      favicon: '/favicon.ico',
      logo: '/logo.svg',
      defaultCurrency: 'NGN',
      defaultTheme: 3,
      defaultSign: '₦',
      signMap: { NGN: '₦', USD: '$' },
      defaultMarket: 'NSENG',
      defaultMarketTitle: 'Nigeria',
      usMarketShow: true,
      landingPageUrl: null,
      marketBuyModel: 1,
      defaultLanguage: 'en',
      languages: ['en', 'pt'],
      customerService: 'https://support.example.com',
      showIndexTab: true,
    },
  },
  newsMainPage: {
    request: { pageNum: 1, pageSize: 5 },
    response: page(
      [
        {
          id: 1,
          title: 'Markets rally',
          source: 'Reuters',
          pubDate: 1_732_000_000_000,
          imageUrl: 'https://img.example.com/1.jpg',
        },
      ],
      1,
      5,
    ),
  },
  newsPage: { request: {}, response: page([]) },
  newsDetail: {
    request: { id: 1 },
    response: {
      id: 1,
      title: 'Markets rally',
      source: 'Reuters',
      pubDate: 1_732_000_000_000,
      imageUrl: null,
      content: '<p>Hi</p>',
    },
  },
  imageCarousel: {
    request: {},
    response: [
      { imageUrl: '/b1.jpg', link: 'https://example.com' },
      { imageUrl: '/b2.jpg', link: '/market' },
    ],
  },
  quickAccess: { request: {}, response: [{ name: 'IPO', icon: '/ipo.svg', link: '/stockIpo' }] },
  upload: { request: { bizType: 'KYC' }, response: { id: 11, url: '/uploads/11.jpg' } },
  stockMainPageIndex: {
    request: {},
    response: [
      {
        id: 1,
        symbol: 'NGXASI',
        name: 'NGX All-Share',
        price: 98123.45,
        change: -120.3,
        up: -0.12,
      },
    ],
  },
  stockIndex: { request: {}, response: [] },
  stockPage: { request: { keyword: 'dan' }, response: page([stockRow]) },
  stockRank: {
    request: {
      market: 'NSENG',
      rankType: 'GAINERS',
      sortType: 'CHANGE_PERCENT',
      direction: 'DESC',
    },
    response: page([stockRow], 1, 20),
  },
  stockDetail: {
    request: { id: '101' },
    response: {
      ...stockRow,
      high: 482,
      low: 470,
      open: 475,
      close: 475,
      favorite: false,
      isIndex: false,
      tradeState: 'OPEN',
    },
  },
  stockHistoryKline: {
    request: { id: 101, timePeriod: 'MIN1', timestamp: 1_732_000_000_000 },
    response: [
      {
        timestamp: 1_731_999_940_000,
        open: 480,
        high: 481,
        low: 479.5,
        close: 480.5,
        volume: 1200,
        turnover: 576_600,
      },
    ],
  },
  favoriteAdd: { request: { id: 101 }, response: null },
  favoriteRemove: { request: { id: '101' }, response: null },
  myStocks: { request: {}, response: page([stockRow]) },
  favoritePage: {
    request: { keyword: 'mtn', pageNum: '2' },
    response: page([{ ...stockRow, favorite: true }], 2),
  },
  login: {
    request: { username: 'ada_obi', password: '123456' },
    response: { token: 'eyJhbGciOi' },
  },
  loginSecondFactor: {
    request: { ticket: 'k3v9Qx', secondFactor: { code: '492039' } },
    response: { token: 'eyJhbGciOi' },
  },
  stepUp: {
    request: { secondFactor: { recoveryCode: 'ABCDE-FGHJK' } },
    response: { until: 1717000300000 },
  },
  stepUpPasskeyOptions: {
    request: {},
    response: {
      challenge: 'c3RlcCBtZSB1cA',
      rpId: 'ngn.localhost',
      allowCredentials: [{ id: 'q1w2e3r4', type: 'public-key' }],
      userVerification: 'required',
    },
  },
  twoFactorState: {
    request: {},
    response: { enabled: true, enrolmentRequired: false, recoveryCodesLeft: 9, passkey: false },
  },
  twoFactorSetup: {
    request: {},
    response: {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Naira%20Markets:ada_obi?issuer=Naira%20Markets&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    },
  },
  twoFactorConfirm: {
    request: { code: '492039' },
    response: {
      recoveryCodes: Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${i}K`),
    },
  },
  twoFactorDisable: { request: {}, response: null },
  twoFactorRecoveryCodes: {
    request: {},
    response: {
      recoveryCodes: Array.from({ length: 10 }, (_, i) => `QRSTU-VWX${i}Z`),
    },
  },
  forgotPassword: { request: { email: 'ada@example.com' }, response: null },
  resetPassword: {
    request: { token: 'q2Vv3lXo1e0c8s4R7i9Tq2Vv3lXo1e0c8s4R7i9Tq2V', password: 'new456' },
    response: null,
  },
  register: {
    request: {
      username: 'ada_obi',
      password: '123456',
      authCode: 'INV-2024',
      email: 'ada@example.com',
    },
    response: null,
  },
  logout: { request: {}, response: null },
  changePassword: { request: { oldPassword: '123456', password: 'abc123' }, response: null },
  setOpPassword: { request: { password: '654321' }, response: null },
  opPasswordState: { request: {}, response: { exists: true } },
  sessions: {
    request: {},
    response: [
      {
        id: 41,
        device: 'Chrome 131 (Windows)',
        place: 'NG',
        createdTime: 1_717_200_000_000,
        lastSeenTime: 1_717_203_600_000,
        current: true,
      },
      {
        id: 38,
        device: 'Safari 17 (iOS)',
        place: '102.89.x.x',
        createdTime: 1_717_000_000_000,
        lastSeenTime: 1_717_100_000_000,
        current: false,
      },
    ],
  },
  sessionRevoke: { request: { id: 38 }, response: null },
  sessionRevokeOthers: { request: {}, response: null },
  passkeys: {
    request: {},
    response: [
      {
        id: 3,
        name: 'Chrome 131 (macOS)',
        createdTime: 1_717_200_000_000,
        lastUsedTime: null,
      },
    ],
  },
  passkeyRegisterOptions: {
    request: {},
    response: {
      challenge: 'V2h5IGFyZSB5b3UgcmVhZGluZyB0aGlz',
      rp: { id: 'ngn.localhost', name: 'Ngn Trade' },
      user: { id: 'MTA', name: 'adaobi', displayName: 'adaobi' },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    },
  },
  passkeyRegister: {
    request: {
      credential: {
        id: 'q1w2e3r4',
        rawId: 'q1w2e3r4',
        type: 'public-key',
        response: {
          clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
          attestationObject: 'o2Nm',
        },
      },
    },
    response: {
      id: 3,
      name: 'Chrome 131 (macOS)',
      createdTime: 1_717_200_000_000,
      lastUsedTime: null,
    },
  },
  passkeyRemove: { request: { id: 3 }, response: null },
  passkeyLoginOptions: {
    request: {},
    response: { challenge: 'c2lnbiBtZSBpbg', rpId: 'ngn.localhost', userVerification: 'required' },
  },
  passkeyLogin: {
    request: {
      credential: {
        id: 'q1w2e3r4',
        rawId: 'q1w2e3r4',
        type: 'public-key',
        response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', signature: 'MEUC' },
      },
    },
    response: { token: 'opaque-session-token' },
  },
  notifications: {
    request: {},
    response: [
      {
        id: 7,
        kind: 'NEW_DEVICE_SIGN_IN',
        detail: 'Safari 17 (iOS)',
        stockId: null,
        createdTime: 1_717_200_000_000,
        read: false,
      },
    ],
  },
  notificationsUnread: { request: {}, response: { count: 1 } },
  notificationsRead: { request: {}, response: null },
  notMe: { request: { password: 'abc123' }, response: null },
  alertCreate: {
    request: { stockId: 101, kind: 'PRICE_ABOVE', value: 480.5 },
    response: priceAlert,
  },
  alertList: { request: {}, response: [priceAlert] },
  alertDelete: { request: { id: 3 }, response: null },
  userProfile: {
    request: {},
    response: {
      customerService: null,
      name: 'Ada Obi',
      username: 'adaobi',
      account: '10000023',
      totalAssets: '200000.00',
      balance: '150000.00',
      balanceUSD: '120.50',
      advancePayment: '0',
      advancePaymentUSD: '0',
      totalBalance: '150000.00',
      totalBalanceUSD: '120.50',
      totalValue: '50000.00',
      totalValueUSD: '0',
      totalPNL: '-1200.50',
      totalPNLUSD: '3.20',
      locked: '10000.00',
      lockedUSD: '0',
      usdShown: true,
      usdRate: '1550',
    },
  },
  userBalance: { request: {}, response: balance },
  balanceAndPosition: {
    request: { stockId: '101' },
    response: { balance: '150000.00', balanceUSD: '120.50', availableAmount: 20 },
  },
  positions: {
    request: { currencyType: 'NGN', sort: 'VALUE' },
    response: page([
      {
        stockId: 101,
        stockName: 'Dangote Cement',
        stockExchange: 'NSENG',
        stockSymbol: 'DANGCEM',
        availableAmount: 20,
        lockedAmount: 0,
        avgPrice: '470.25',
        currentPrice: '480.50',
        previousClose: '475.00',
        currencyType: 'NGN',
        realisedPnl: '120.00',
      },
    ]),
  },
  portfolioSummary: {
    request: {},
    response: {
      books: [
        {
          currencyType: 'NGN',
          marketValue: '9610.00',
          dayChange: '110.00',
          dayChangePercent: '1.16',
          unrealisedPnl: '205.00',
          realisedPnl: '-12.50',
          cash: '150000.00',
          holdings: [
            {
              stockId: 1001,
              stockName: 'Dangote Cement',
              stockSymbol: 'DANGCEM',
              stockExchange: 'NSENG',
              marketValue: '9610.00',
              weightPercent: '100.00',
            },
          ],
          markets: [
            { market: 'NSENG', value: '9610.00', weightPercent: '6.02' },
            { market: null, value: '150000.00', weightPercent: '93.98' },
          ],
        },
      ],
    },
  },
  portfolioHistory: {
    request: { range: '1W', currency: 'NGN' },
    response: {
      currencyType: 'NGN',
      range: '1W',
      points: [
        { time: 1_764_028_800_000, value: '150000.00' },
        { time: 1_764_115_200_000, value: '200120.50' },
        { time: 1_764_201_600_000, value: '201340.75' },
      ],
      twrPercent: '0.73',
      flows: [{ time: 1_764_100_000_000, amount: '50000.00', kind: 'DEPOSIT' }],
    },
  },
  buyRecords: { request: { pageNum: 1, pageSize: 10 }, response: page([order]) },
  sellRecords: { request: {}, response: page([{ ...order, side: 'SELL' }]) },
  buy: { request: { id: 101, amount: 10, price: '480.50' }, response: order },
  sell: { request: { id: 101, amount: 10, price: '480.50' }, response: { ...order, side: 'SELL' } },
  orderPlace: {
    request: {
      type: 'LIMIT',
      side: 'BUY',
      stockId: 101,
      quantity: 10,
      limitPrice: '470.00',
      timeInForce: 'DAY',
    },
    response: workingOrder,
  },
  orderCancel: {
    request: { id: 7 },
    response: { ...workingOrder, status: 'CANCELLED', reason: 'USER' },
  },
  orderModify: {
    request: { id: 7, type: 'LIMIT', quantity: 20, limitPrice: '465.00' },
    response: { ...workingOrder, quantity: 20, limitPrice: '465.00' },
  },
  orderOpen: {
    request: { stockId: 101, pageSize: 100 },
    response: page([workingOrder], 1, 100),
  },
  orderHistory: { request: { pageNum: 1, pageSize: 10 }, response: page([workingOrder]) },
  bankList: { request: {}, response: ['Access Bank', 'GTBank', 'Zenith Bank'] },
  depositMethod: {
    request: {},
    response: {
      corporate: {
        bank: 'Access Bank',
        cardNo: '0987654321',
        account: 'NairaTrade Ltd',
        branch: 'Lagos',
        bankCode: null,
        extraCode: null,
      },
      personal: null,
      crypto: { type: 'TRC20', address: 'TXYZdepositAddress' },
      minDeposit: '1000',
      maxDeposit: '5000000',
      description: 'Use your account number as reference.',
      needReceipt: true,
      needDetail: true,
      needAuth: true,
      needAuthUSDT: false,
    },
  },
  checkAuthCode: { request: { authCode: 'AB12CD', usdt: 'false' }, response: true },
  deposit: {
    request: {
      amount: '50000.00',
      accountName: 'Ada Obi',
      receipt: 12,
      bank: 'Access Bank',
      accountNumber: '0123456789',
      authCode: 'AB12CD',
      usdt: false,
    },
    response: {
      id: 1,
      usdt: false,
      amount: '50000.00',
      createdTime: 1_732_000_000_000,
      receiptUrl: '/uploads/12.jpg',
      status: 'REVIEWING',
    },
  },
  withdrawInfo: { request: {}, response: balance },
  withdraw: {
    request: { amount: '100.00', opPwd: '654321', usdt: true, accountNumber: 'TXYZabc123' },
    response: {
      id: 2,
      usdt: true,
      amount: '100.00',
      createdTime: 1_732_000_000_000,
      status: 'REVIEWING',
    },
  },
  withdrawRecords: {
    request: {},
    response: page([
      { id: 2, usdt: false, amount: '5000.00', createdTime: 1_732_000_000_000, status: 'PASSED' },
    ]),
  },
  depositRecords: {
    request: {},
    response: page([
      {
        id: 1,
        usdt: true,
        amount: '20.00',
        createdTime: 1_732_000_000_000,
        receiptUrl: null,
        status: 'REJECTED',
      },
    ]),
  },
  transactions: {
    request: { desc: false, scene: 'TRADE_FEE', currencyType: 'NGN' },
    response: page([
      {
        id: 1,
        description: 'Buy DANGCEM fee',
        scene: 'TRADE_FEE',
        createdTime: 1_732_000_000_000,
        amount: '-4.81',
        balance: '145190.19',
        currencyType: 'NGN',
        refund: null,
      },
      {
        id: 2,
        description: 'Withdrawal #7 rejected, amount returned',
        scene: 'CONFIRM_WITHDRAW',
        createdTime: 1_732_000_000_000,
        amount: '1000.00',
        balance: '146190.19',
        currencyType: 'NGN',
        refund: { withdrawalId: 7, reason: 'Account name does not match' },
      },
    ]),
  },
  userBanks: { request: {}, response: [userBank] },
  userBankAdd: {
    request: { accountName: 'Ada Obi', bank: 'Access Bank', accountNumber: '0123456789' },
    response: userBank,
  },
  userBankUpdate: {
    request: {
      id: 7,
      accountName: 'Ada Obi',
      bank: 'GTBank',
      accountNumber: '0123456789',
      branch: 'Ikeja',
    },
    response: { ...userBank, bank: 'GTBank', branch: 'Ikeja' },
  },
  userBankDelete: { request: { bankId: '7' }, response: null },
  kyc: { request: {}, response: kyc },
  kycSubmit: {
    request: {
      name: 'Ada Obi',
      idType: 'NIN',
      idNumber: '12345678901',
      bank: 'Access Bank',
      cardNo: '0123456789',
      photo: [11, 12],
    },
    response: kyc,
  },
  exchangeInfo: {
    request: {},
    response: {
      balance: '150000.00',
      usdBalance: '120.50',
      usdTo: '1584',
      toUsd: '0.00063131',
      feeRate: '1',
    },
  },
  exchangeToLocal: { request: { amount: '10.00' }, response: exchangeRecord },
  exchangeToUSD: {
    request: { amount: '15840' },
    response: {
      ...exchangeRecord,
      fromType: 'NGN',
      fromAmount: '15840',
      toType: 'USD',
      toAmount: '9.90',
      fee: '158.40',
    },
  },
  exchangeRecords: { request: {}, response: page([exchangeRecord]) },
  blockTrades: {
    request: { area: 'USD' },
    response: page([
      {
        id: 31,
        stockName: 'Apple',
        stockExchange: 'US',
        stockSymbol: 'AAPL',
        price: '189.50',
        discountRate: '-5',
        currencyType: 'USD',
      },
    ]),
  },
  blockTradeBuy: {
    request: { id: 31, amount: 10 },
    response: { ...order, stockExchange: 'US', currencyType: 'USD' },
  },
  ipoPage: { request: { area: 'NGN' }, response: page([ipoItem]) },
  placementPage: {
    request: {},
    response: page([{ ...ipoItem, fixedAmount: 1000, amountOpen: false }]),
  },
  blockPlacementPage: { request: { pageNum: 1, pageSize: 10, area: 'USD' }, response: page([]) },
  applications: { request: {}, response: page([application]) },
  applyIpo: { request: { id: 21, amount: 10 }, response: { ...application, status: 'APPLYING' } },
  applyPlacement: {
    request: { id: 22, amount: 0 },
    response: { ...application, kind: 'PLACEMENT', status: 'APPLYING' },
  },
  applyBlockPlacement: {
    request: { id: 23, amount: 5 },
    response: { ...application, kind: 'BLOCK_PLACEMENT' },
  },
  funding: {
    request: { id: 55, amount: '50000.00' },
    response: {
      ...application,
      status: 'FINISH',
      funding: '100000.00',
      paid: '50000.00',
      fee: '50.00',
    },
  },
  quantProducts: {
    request: {},
    response: page([
      {
        id: 3,
        name: 'Alpha Fund',
        managerName: 'J. Doe',
        minBuyAmount: '100',
        startTime: 1_731_000_000_000,
        endTime: 1_735_000_000_000,
        lockDay: 30,
        totalAmount: '1000000',
        estimateProfitRate: '1.5',
        maxEstimateProfitRate: '3.0',
        productDesc: 'Low-risk quantitative strategy.',
        currencyType: 'USD',
      },
    ]),
  },
  quantOrders: {
    request: {},
    response: page([
      quantOrder,
      { ...quantOrder, id: 4, status: 'FINISHED', profitAmount: '25.00' },
    ]),
  },
  quantBuy: { request: { id: 3, amount: '1000.00' }, response: quantOrder },
  snapUpPage: {
    request: {},
    response: page([
      {
        id: 41,
        stockName: 'Airtel Africa',
        market: 'NSENG',
        symbol: 'AIRTELAFRI',
        price: '2100.00',
        startTime: 1_731_000_000_000,
        endTime: 1_735_000_000_000,
        currencyType: 'NGN',
      },
    ]),
  },
  snapUpApply: {
    request: { id: 41, amount: 10 },
    response: { ...application, kind: 'SNAP_UP', status: 'APPLYING' },
  },
};
