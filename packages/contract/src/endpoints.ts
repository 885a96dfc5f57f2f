import { z } from 'zod';
import type { TimeoutClass } from './constants.js';
import type { EndpointRoute, HttpMethod, InputKind } from './endpoint-route.js';
import { pathParamNames } from './request-path.js';
import {
  Banner,
  NewsDetail,
  NewsItem,
  QuickAccessItem,
  TenantConfig,
  UploadRequest,
  UploadResult,
} from './domains/content.js';
import { IdParam } from './common.js';
import { MarketStatus } from './domains/market-status.js';
import { AlertCreateRequest, AlertDeleteRequest, PriceAlert } from './domains/alerts.js';
import { ChartSettings } from './domains/chart.js';
import {
  CheckAuthCodeRequest,
  DepositMethodInfo,
  DepositRecord,
  DepositRequest,
  ExchangeInfo,
  ExchangeRecord,
  ExchangeRequest,
  Transaction,
  TransactionRequest,
  UserBank,
  UserBankAddRequest,
  UserBankDeleteRequest,
  UserBankUpdateRequest,
  WithdrawCancelRequest,
  WithdrawRecord,
  WithdrawRequest,
} from './domains/finance.js';
import {
  Candle,
  FavoriteRequest,
  FavoriteSearchRequest,
  FavoriteStock,
  HistoryKlineRequest,
  IndexItem,
  MyStocksRequest,
  RankRequest,
  Stock,
  StockDetailRequest,
  StockSearchRequest,
  StockSummary,
} from './domains/market.js';
import { KeyStatistics, KeyStatisticsRequest } from './domains/key-statistics.js';
import {
  AreaPageRequest,
  BlockTradeBuyRequest,
  BlockTradeItem,
  FundingRequest,
  IpoApplication,
  FundingResult,
  IpoApplyRequest,
  IpoItem,
  OfferingPageRequest,
  QuantBuyRequest,
  QuantOrder,
  QuantProduct,
  SnapUpApplyRequest,
  SnapUpItem,
} from './domains/offerings.js';
import {
  CancelOrderRequest,
  ModifyOrderRequest,
  OpenOrdersRequest,
  OrderDetailRequest,
  OrderHistoryRequest,
  PlaceOrderRequest,
  WorkingOrder,
} from './domains/orders.js';
import {
  OrderRecord,
  PortfolioSummary,
  PortfolioHistory,
  PortfolioHistoryRequest,
  Position,
  PositionListRequest,
  TradeListRequest,
  TradeRequest,
} from './domains/trade.js';
import {
  AccountBalance,
  BalanceAndPosition,
  BalanceAndPositionRequest,
  ChangePasswordRequest,
  KycRecord,
  KycRequest,
  LoginRequest,
  LoginResult,
  LoginSecondFactorRequest,
  LoginToken,
  OpPasswordState,
  RecoveryCodes,
  TwoFactorConfirmRequest,
  TwoFactorSetup,
  TwoFactorState,
  StepUpRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  StepUpResult,
  RegisterRequest,
  SetOpPasswordRequest,
  UserProfile,
} from './domains/user.js';
import {
  DeviceSession,
  NotMeRequest,
  Passkey,
  PasskeyLoginRequest,
  PasskeyOptions,
  PasskeyRegisterRequest,
  SecurityNotification,
  UnreadCount,
} from './domains/security.js';
import {
  ContractNoteItem,
  ContractNoteLinkRequest,
  ContractNoteListRequest,
  DocumentLink,
  StatementLinkRequest,
  StatementPeriod,
} from './domains/documents.js';
import { PageRequest, paged } from './paging.js';

export interface EndpointDef<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Req extends z.ZodObject = z.ZodObject,
  Res extends z.ZodType = z.ZodType,
> extends EndpointRoute {
  readonly method: M;
  readonly path: P;
  /** Every input together: path params, query and body fields. */
  readonly request: Req;
  /** Schema of the envelope's `data`. */
  readonly response: Res;
  /**
   * True for calls that move money, take a position or change where money may go: a tenant
   * requiring a second factor holds them back until the user has one.
   */
  readonly moves: boolean;
  /**
   * True for calls only an investor may make (money, positions, KYC): a staff login is refused
   * (STAFF_NOT_INVESTOR), so staff never hold money nor submit their own identity for review.
   */
  readonly investorOnly: boolean;
}

export interface EndpointSpec<
  M extends HttpMethod,
  P extends string,
  Req extends z.ZodObject,
  Res extends z.ZodType,
> {
  method: M;
  path: P;
  request: Req;
  response: Res;
  auth: boolean;
  /** Default 'default'. */
  timeout?: TimeoutClass;
  /** Default: GET/DELETE → 'query', POST/PUT → 'body'. */
  input?: InputKind;
  /** Default false. Only POSTs may be idempotent. */
  idempotent?: boolean;
  /** Default: `idempotent` (every money call is). See EndpointDef. */
  moves?: boolean;
  /** Default: `moves`. See EndpointDef. */
  investorOnly?: boolean;
}

export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  Req extends z.ZodObject,
  Res extends z.ZodType,
>(spec: EndpointSpec<M, P, Req, Res>): EndpointDef<M, P, Req, Res> {
  const idempotent = spec.idempotent ?? false;
  if (idempotent && spec.method !== 'POST') {
    throw new Error(`${spec.method} ${spec.path}: only POST endpoints may be idempotent`);
  }
  return Object.freeze({
    method: spec.method,
    path: spec.path,
    request: spec.request,
    response: spec.response,
    auth: spec.auth,
    timeout: spec.timeout ?? 'default',
    input: spec.input ?? (spec.method === 'GET' || spec.method === 'DELETE' ? 'query' : 'body'),
    idempotent,
    moves: spec.moves ?? idempotent,
    investorOnly: spec.investorOnly ?? spec.moves ?? idempotent,
  });
}

const none = z.object({});
const empty = z.null();
const idPath = z.object({ id: IdParam });

export const endpoints = {
  // ── 7.1 Market and content ────────────────────────────────────────────────
  tenantConfig: defineEndpoint({
    method: 'GET',
    path: '/tenant/config',
    request: none,
    response: TenantConfig,
    auth: false,
  }),
  newsMainPage: defineEndpoint({
    method: 'POST',
    path: '/news/mainPageNews',
    request: PageRequest,
    response: paged(NewsItem),
    auth: false,
  }),
  newsPage: defineEndpoint({
    method: 'POST',
    path: '/news/pageNews',
    request: PageRequest,
    response: paged(NewsItem),
    auth: false,
  }),
  newsDetail: defineEndpoint({
    method: 'GET',
    path: '/news/{id}',
    request: idPath,
    response: NewsDetail,
    auth: false,
  }),
  imageCarousel: defineEndpoint({
    method: 'GET',
    path: '/app/imageCarousel',
    request: none,
    response: z.array(Banner),
    auth: false,
  }),
  quickAccess: defineEndpoint({
    method: 'GET',
    path: '/app/quickAccess',
    request: none,
    response: z.array(QuickAccessItem),
    auth: false,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/app/upload',
    request: UploadRequest,
    response: UploadResult,
    auth: true,
    timeout: 'upload',
    input: 'multipart',
  }),
  stockMainPageIndex: defineEndpoint({
    method: 'GET',
    path: '/stock/mainPageIndex',
    request: none,
    response: z.array(IndexItem),
    auth: false,
  }),
  stockIndex: defineEndpoint({
    method: 'GET',
    path: '/stock/index',
    request: none,
    response: z.array(IndexItem),
    auth: false,
  }),
  stockPage: defineEndpoint({
    method: 'GET',
    path: '/stock/page',
    request: StockSearchRequest,
    response: paged(StockSummary),
    auth: false,
  }),
  stockRank: defineEndpoint({
    method: 'POST',
    path: '/stock/rank',
    request: RankRequest,
    response: paged(StockSummary),
    auth: false,
  }),
  /** Works anonymously; `favorite` is filled when a Token is sent. */
  stockDetail: defineEndpoint({
    method: 'GET',
    path: '/stock/detail',
    request: StockDetailRequest,
    response: Stock,
    auth: false,
  }),
  /** The state of each market the tenant shows (open, pre-open, break, closed until …). */
  marketStatus: defineEndpoint({
    method: 'GET',
    path: '/stock/marketStatus',
    request: none,
    response: z.array(MarketStatus),
    auth: false,
  }),
  /** Works anonymously: market data, like the detail. */
  stockStatistics: defineEndpoint({
    method: 'GET',
    path: '/stock/statistics',
    request: KeyStatisticsRequest,
    response: KeyStatistics,
    auth: false,
  }),
  stockHistoryKline: defineEndpoint({
    method: 'GET',
    path: '/stock/historyKline',
    request: HistoryKlineRequest,
    response: z.array(Candle),
    auth: false,
    timeout: 'kline',
  }),
  favoriteAdd: defineEndpoint({
    method: 'POST',
    path: '/stock/favorite/{id}',
    request: FavoriteRequest,
    response: empty,
    auth: true,
  }),
  favoriteRemove: defineEndpoint({
    method: 'DELETE',
    path: '/stock/favorite/{id}',
    request: FavoriteRequest,
    response: empty,
    auth: true,
  }),
  myStocks: defineEndpoint({
    method: 'GET',
    path: '/stock/myStocks',
    request: MyStocksRequest,
    response: paged(StockSummary),
    auth: true,
  }),
  favoritePage: defineEndpoint({
    method: 'GET',
    path: '/stock/favPage',
    request: FavoriteSearchRequest,
    response: paged(FavoriteStock),
    auth: true,
  }),

  // ── 7.2 User and trading ──────────────────────────────────────────────────
  login: defineEndpoint({
    method: 'POST',
    path: '/user/login',
    request: LoginRequest,
    response: LoginResult,
    auth: false,
  }),
  loginSecondFactor: defineEndpoint({
    method: 'POST',
    path: '/user/login/second-factor',
    request: LoginSecondFactorRequest,
    response: LoginToken,
    auth: false,
  }),
  twoFactorState: defineEndpoint({
    method: 'GET',
    path: '/user/twoFactor',
    request: none,
    response: TwoFactorState,
    auth: true,
  }),
  twoFactorSetup: defineEndpoint({
    method: 'POST',
    path: '/user/twoFactor/setup',
    request: none,
    response: TwoFactorSetup,
    auth: true,
  }),
  twoFactorConfirm: defineEndpoint({
    method: 'POST',
    path: '/user/twoFactor/confirm',
    request: TwoFactorConfirmRequest,
    response: RecoveryCodes,
    auth: true,
  }),
  stepUp: defineEndpoint({
    method: 'POST',
    path: '/user/step-up',
    request: StepUpRequest,
    response: StepUpResult,
    auth: true,
  }),
  /** A single-use challenge (5 min) for a step-up with one of the caller's passkeys. */
  stepUpPasskeyOptions: defineEndpoint({
    method: 'POST',
    path: '/user/step-up/passkeyOptions',
    request: none,
    response: PasskeyOptions,
    auth: true,
  }),
  twoFactorDisable: defineEndpoint({
    method: 'POST',
    path: '/user/twoFactor/disable',
    request: none,
    response: empty,
    auth: true,
  }),
  twoFactorRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/user/twoFactor/recoveryCodes',
    request: none,
    response: RecoveryCodes,
    auth: true,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/user/register',
    request: RegisterRequest,
    response: empty,
    auth: false,
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/user/password/forgot',
    request: ForgotPasswordRequest,
    response: empty,
    auth: false,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/user/password/reset',
    request: ResetPasswordRequest,
    response: empty,
    auth: false,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/user/logout',
    request: none,
    response: empty,
    auth: true,
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/user/password',
    request: ChangePasswordRequest,
    response: empty,
    auth: true,
  }),
  setOpPassword: defineEndpoint({
    method: 'PUT',
    path: '/user/opPwd',
    request: SetOpPasswordRequest,
    response: empty,
    auth: true,
  }),
  opPasswordState: defineEndpoint({
    method: 'GET',
    path: '/user/opPwd',
    request: none,
    response: OpPasswordState,
    auth: true,
  }),
  // ── Sessions, passkeys and security notifications (issue 20) ─────────────
  sessions: defineEndpoint({
    method: 'GET',
    path: '/user/sessions',
    request: none,
    response: z.array(DeviceSession),
    auth: true,
  }),
  sessionRevoke: defineEndpoint({
    method: 'DELETE',
    path: '/user/sessions/{id}',
    request: idPath,
    response: empty,
    auth: true,
  }),
  /** Signs out every session of the caller but the one making the request. */
  sessionRevokeOthers: defineEndpoint({
    method: 'POST',
    path: '/user/sessions/revokeOthers',
    request: none,
    response: empty,
    auth: true,
  }),
  passkeys: defineEndpoint({
    method: 'GET',
    path: '/user/passkeys',
    request: none,
    response: z.array(Passkey),
    auth: true,
  }),
  passkeyRegisterOptions: defineEndpoint({
    method: 'POST',
    path: '/user/passkeys/options',
    request: none,
    response: PasskeyOptions,
    auth: true,
  }),
  passkeyRegister: defineEndpoint({
    method: 'POST',
    path: '/user/passkeys',
    request: PasskeyRegisterRequest,
    response: Passkey,
    auth: true,
  }),
  passkeyRemove: defineEndpoint({
    method: 'DELETE',
    path: '/user/passkeys/{id}',
    request: idPath,
    response: empty,
    auth: true,
  }),
  passkeyLoginOptions: defineEndpoint({
    method: 'POST',
    path: '/user/passkeyLogin/options',
    request: none,
    response: PasskeyOptions,
    auth: false,
  }),
  /** Signs in with a passkey: the same session and token as /user/login. */
  passkeyLogin: defineEndpoint({
    method: 'POST',
    path: '/user/passkeyLogin',
    request: PasskeyLoginRequest,
    response: LoginResult,
    auth: false,
  }),
  notifications: defineEndpoint({
    method: 'GET',
    path: '/user/notifications',
    request: none,
    response: z.array(SecurityNotification),
    auth: true,
  }),
  notificationsUnread: defineEndpoint({
    method: 'GET',
    path: '/user/notifications/unread',
    request: none,
    response: UnreadCount,
    auth: true,
  }),
  notificationsRead: defineEndpoint({
    method: 'POST',
    path: '/user/notifications/read',
    request: none,
    response: empty,
    auth: true,
  }),
  notMe: defineEndpoint({
    method: 'POST',
    path: '/user/security/notMe',
    request: NotMeRequest,
    response: empty,
    auth: true,
  }),
  // ── Price alerts (issue 19) ───────────────────────────────────────────────
  alertCreate: defineEndpoint({
    method: 'POST',
    path: '/alert/create',
    request: AlertCreateRequest,
    response: PriceAlert,
    auth: true,
  }),
  alertList: defineEndpoint({
    method: 'GET',
    path: '/alert/list',
    request: none,
    response: z.array(PriceAlert),
    auth: true,
  }),
  alertDelete: defineEndpoint({
    method: 'POST',
    path: '/alert/delete',
    request: AlertDeleteRequest,
    response: empty,
    auth: true,
  }),
  // ── Chart settings (issue 48) ─────────────────────────────────────────────
  /** The caller's saved chart settings; null until they first save some. */
  chartSettings: defineEndpoint({
    method: 'GET',
    path: '/user/chartSettings',
    request: none,
    response: ChartSettings.nullable(),
    auth: true,
  }),
  /** Replaces the caller's chart settings; answers them as saved. */
  chartSettingsSave: defineEndpoint({
    method: 'PUT',
    path: '/user/chartSettings',
    request: ChartSettings,
    response: ChartSettings,
    auth: true,
  }),
  userProfile: defineEndpoint({
    method: 'GET',
    path: '/user',
    request: none,
    response: UserProfile,
    auth: true,
  }),
  userBalance: defineEndpoint({
    method: 'GET',
    path: '/user/balance',
    request: none,
    response: AccountBalance,
    auth: true,
  }),
  balanceAndPosition: defineEndpoint({
    method: 'GET',
    path: '/user/balanceAndPosition',
    request: BalanceAndPositionRequest,
    response: BalanceAndPosition,
    auth: true,
  }),
  positions: defineEndpoint({
    method: 'POST',
    path: '/stockTrade/position',
    request: PositionListRequest,
    response: paged(Position),
    auth: true,
  }),
  portfolioSummary: defineEndpoint({
    method: 'GET',
    path: '/stockTrade/portfolio',
    request: none,
    response: PortfolioSummary,
    auth: true,
  }),
  portfolioHistory: defineEndpoint({
    method: 'GET',
    path: '/stockTrade/portfolioHistory',
    request: PortfolioHistoryRequest,
    response: PortfolioHistory,
    auth: true,
  }),
  buyRecords: defineEndpoint({
    method: 'POST',
    path: '/stockTrade/buyRecord',
    request: TradeListRequest,
    response: paged(OrderRecord),
    auth: true,
  }),
  sellRecords: defineEndpoint({
    method: 'POST',
    path: '/stockTrade/sellRecord',
    request: TradeListRequest,
    response: paged(OrderRecord),
    auth: true,
  }),
  buy: defineEndpoint({
    method: 'POST',
    path: '/stockTrade/buy',
    request: TradeRequest,
    response: OrderRecord,
    auth: true,
    idempotent: true,
  }),
  sell: defineEndpoint({
    method: 'POST',
    path: '/stockTrade/sell',
    request: TradeRequest,
    response: OrderRecord,
    auth: true,
    idempotent: true,
  }),
  // ── Limit and stop orders (issue 19) ─────────────────────────────────────
  orderPlace: defineEndpoint({
    method: 'POST',
    path: '/order/place',
    request: PlaceOrderRequest,
    response: WorkingOrder,
    auth: true,
    idempotent: true,
  }),
  orderCancel: defineEndpoint({
    method: 'POST',
    path: '/order/cancel',
    request: CancelOrderRequest,
    response: WorkingOrder,
    auth: true,
  }),
  orderModify: defineEndpoint({
    method: 'POST',
    path: '/order/modify',
    request: ModifyOrderRequest,
    response: WorkingOrder,
    auth: true,
    moves: true,
  }),
  orderOpen: defineEndpoint({
    method: 'GET',
    path: '/order/open',
    request: OpenOrdersRequest,
    response: paged(WorkingOrder),
    auth: true,
  }),
  orderHistory: defineEndpoint({
    method: 'POST',
    path: '/order/history',
    request: OrderHistoryRequest,
    response: paged(WorkingOrder),
    auth: true,
  }),
  orderDetail: defineEndpoint({
    method: 'GET',
    path: '/order/detail',
    request: OrderDetailRequest,
    response: WorkingOrder,
    auth: true,
  }),
  // ── Contract notes and statements (issue 45) ─────────────────────────────
  contractNotes: defineEndpoint({
    method: 'GET',
    path: '/documents/contractNotes',
    request: ContractNoteListRequest,
    response: paged(ContractNoteItem),
    auth: true,
    investorOnly: true,
  }),
  statements: defineEndpoint({
    method: 'GET',
    path: '/documents/statements',
    request: none,
    response: z.array(StatementPeriod),
    auth: true,
    investorOnly: true,
  }),
  contractNoteLink: defineEndpoint({
    method: 'POST',
    path: '/documents/contractNote/link',
    request: ContractNoteLinkRequest,
    response: DocumentLink,
    auth: true,
    investorOnly: true,
  }),
  statementLink: defineEndpoint({
    method: 'POST',
    path: '/documents/statement/link',
    request: StatementLinkRequest,
    response: DocumentLink,
    auth: true,
    investorOnly: true,
  }),

  // ── 7.3 Finance ───────────────────────────────────────────────────────────
  bankList: defineEndpoint({
    method: 'GET',
    path: '/finance/bankList',
    request: none,
    response: z.array(z.string()),
    auth: true,
  }),
  depositMethod: defineEndpoint({
    method: 'GET',
    path: '/finance/depositMethod',
    request: none,
    response: DepositMethodInfo,
    auth: true,
  }),
  checkAuthCode: defineEndpoint({
    method: 'GET',
    path: '/finance/checkAuthCode',
    request: CheckAuthCodeRequest,
    response: z.boolean(),
    auth: true,
  }),
  deposit: defineEndpoint({
    method: 'POST',
    path: '/finance/deposit',
    request: DepositRequest,
    response: DepositRecord,
    auth: true,
    idempotent: true,
  }),
  withdrawInfo: defineEndpoint({
    method: 'GET',
    path: '/finance/withdrawInfo',
    request: none,
    response: AccountBalance,
    auth: true,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/finance/withdraw',
    request: WithdrawRequest,
    response: WithdrawRecord,
    auth: true,
    idempotent: true,
  }),
  withdrawCancel: defineEndpoint({
    method: 'POST',
    path: '/finance/withdraw/cancel',
    request: WithdrawCancelRequest,
    response: WithdrawRecord,
    auth: true,
    investorOnly: true,
  }),
  withdrawRecords: defineEndpoint({
    method: 'POST',
    path: '/finance/withdrawRecord',
    request: PageRequest,
    response: paged(WithdrawRecord),
    auth: true,
  }),
  depositRecords: defineEndpoint({
    method: 'POST',
    path: '/finance/depositRecord',
    request: PageRequest,
    response: paged(DepositRecord),
    auth: true,
  }),
  transactions: defineEndpoint({
    method: 'POST',
    path: '/finance/transaction',
    request: TransactionRequest,
    response: paged(Transaction),
    auth: true,
  }),
  userBanks: defineEndpoint({
    method: 'POST',
    path: '/userBank',
    request: none,
    response: z.array(UserBank),
    auth: true,
  }),
  userBankAdd: defineEndpoint({
    method: 'POST',
    path: '/userBank/add',
    request: UserBankAddRequest,
    response: UserBank,
    auth: true,
    moves: true,
  }),
  userBankUpdate: defineEndpoint({
    method: 'PUT',
    path: '/userBank/update',
    request: UserBankUpdateRequest,
    response: UserBank,
    auth: true,
    moves: true,
  }),
  userBankDelete: defineEndpoint({
    method: 'DELETE',
    path: '/userBank/delete',
    request: UserBankDeleteRequest,
    response: empty,
    auth: true,
  }),
  kyc: defineEndpoint({
    method: 'GET',
    path: '/kyc',
    request: none,
    response: KycRecord.nullable(),
    auth: true,
  }),
  kycSubmit: defineEndpoint({
    method: 'POST',
    path: '/kyc',
    request: KycRequest,
    response: KycRecord,
    auth: true,
    investorOnly: true,
  }),
  exchangeInfo: defineEndpoint({
    method: 'GET',
    path: '/exchange/exchangeInfo',
    request: none,
    response: ExchangeInfo,
    auth: true,
  }),
  /** USD → the tenant's local currency; amount in USD. */
  exchangeToLocal: defineEndpoint({
    method: 'POST',
    path: '/exchange/toNGN',
    request: ExchangeRequest,
    response: ExchangeRecord,
    auth: true,
    idempotent: true,
  }),
  /** Local currency → USD; amount in local currency. */
  exchangeToUSD: defineEndpoint({
    method: 'POST',
    path: '/exchange/toUSD',
    request: ExchangeRequest,
    response: ExchangeRecord,
    auth: true,
    idempotent: true,
  }),
  exchangeRecords: defineEndpoint({
    method: 'POST',
    path: '/exchange/exchangeRecord',
    request: PageRequest,
    response: paged(ExchangeRecord),
    auth: true,
  }),

  // ── 7.4 Offerings and funds ───────────────────────────────────────────────
  blockTrades: defineEndpoint({
    method: 'POST',
    path: '/blockTrade',
    request: AreaPageRequest,
    response: paged(BlockTradeItem),
    auth: true,
  }),
  blockTradeBuy: defineEndpoint({
    method: 'POST',
    path: '/blockTrade/buy',
    request: BlockTradeBuyRequest,
    response: OrderRecord,
    auth: true,
    idempotent: true,
  }),
  ipoPage: defineEndpoint({
    method: 'POST',
    path: '/ipo/pageIpo',
    request: AreaPageRequest,
    response: paged(IpoItem),
    auth: true,
  }),
  placementPage: defineEndpoint({
    method: 'POST',
    path: '/ipo/pagePlacement',
    request: AreaPageRequest,
    response: paged(IpoItem),
    auth: true,
  }),
  blockPlacementPage: defineEndpoint({
    method: 'POST',
    path: '/ipo/pageBlockPlacement',
    request: AreaPageRequest,
    response: paged(IpoItem),
    auth: true,
  }),
  applications: defineEndpoint({
    method: 'POST',
    path: '/ipo/pageApply',
    request: AreaPageRequest,
    response: paged(IpoApplication),
    auth: true,
  }),
  applyIpo: defineEndpoint({
    method: 'POST',
    path: '/ipo/applyIpo',
    request: IpoApplyRequest,
    response: IpoApplication,
    auth: true,
    idempotent: true,
  }),
  applyPlacement: defineEndpoint({
    method: 'POST',
    path: '/ipo/applyPlacement',
    request: IpoApplyRequest,
    response: IpoApplication,
    auth: true,
    idempotent: true,
  }),
  applyBlockPlacement: defineEndpoint({
    method: 'POST',
    path: '/ipo/applyBlockPlacement',
    request: IpoApplyRequest,
    response: IpoApplication,
    auth: true,
    idempotent: true,
  }),
  funding: defineEndpoint({
    method: 'POST',
    path: '/ipo/funding',
    request: FundingRequest,
    response: FundingResult,
    auth: true,
    idempotent: true,
  }),
  quantProducts: defineEndpoint({
    method: 'POST',
    path: '/quantitative/productList',
    request: OfferingPageRequest,
    response: paged(QuantProduct),
    auth: true,
  }),
  quantOrders: defineEndpoint({
    method: 'POST',
    path: '/quantitative/orders',
    request: OfferingPageRequest,
    response: paged(QuantOrder),
    auth: true,
  }),
  quantBuy: defineEndpoint({
    method: 'POST',
    path: '/quantitative/buy',
    request: QuantBuyRequest,
    response: QuantOrder,
    auth: true,
    idempotent: true,
  }),
  snapUpPage: defineEndpoint({
    method: 'POST',
    path: '/stockSnapUp',
    request: OfferingPageRequest,
    response: paged(SnapUpItem),
    auth: true,
  }),
  snapUpApply: defineEndpoint({
    method: 'POST',
    path: '/stockSnapUp/applyOrder',
    request: SnapUpApplyRequest,
    response: IpoApplication,
    auth: true,
    idempotent: true,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type Endpoint<N extends EndpointName = EndpointName> = Endpoints[N];
/** What a caller passes (defaults optional, query values may be strings). */
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
/** What the server handler receives after parsing. */
export type ParsedRequestOf<N extends EndpointName> = z.output<Endpoints[N]['request']>;
/** The envelope's `data` after parsing. */
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
/** The envelope's `data` as the server may build it. */
export type ResponseInputOf<N extends EndpointName> = z.input<Endpoints[N]['response']>;

export const endpointNames = Object.keys(endpoints) as EndpointName[];
/** Every endpoint with its name, for iteration (route registration, client generation). */
export const endpointList = endpointNames.map((name) => ({ name, ...endpoints[name] })) as Array<
  { [N in EndpointName]: Endpoints[N] & { name: N } }[EndpointName]
>;

/** Looks an endpoint up by method and spec path. */
export function findEndpoint(
  method: string,
  path: string,
): (typeof endpointList)[number] | undefined {
  const m = method.toUpperCase();
  return endpointList.find((e) => e.method === m && e.path === path);
}

export interface RequestParts {
  /** Path params schema (Fastify `params`), undefined when the path has none. */
  params?: z.ZodObject;
  /** Query schema (Fastify `querystring`) for GET/DELETE. */
  querystring?: z.ZodObject;
  /** Body schema (JSON body, or the non-file multipart fields). */
  body?: z.ZodObject;
}

/**
 * Splits an endpoint's single request schema into the params / querystring / body schemas a
 * router validates separately. Endpoints with path params carry no refinements, so pick/omit
 * are safe; a schema without path params is returned whole.
 */
export function requestParts(def: Pick<EndpointDef, 'path' | 'input' | 'request'>): RequestParts {
  const names = pathParamNames(def.path);
  const rest =
    names.length === 0
      ? def.request
      : def.request.omit(Object.fromEntries(names.map((n) => [n, true])) as Record<string, true>);
  const params = names.length
    ? def.request.pick(Object.fromEntries(names.map((n) => [n, true])) as Record<string, true>)
    : undefined;
  const hasRest = Object.keys(rest.shape).length > 0;
  const parts: RequestParts = {};
  if (params) parts.params = params;
  if (def.input === 'query') {
    if (hasRest || !params) parts.querystring = rest;
  } else if (hasRest || !params) {
    parts.body = rest;
  }
  return parts;
}
