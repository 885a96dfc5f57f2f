/**
 * Error codes. The session-ended codes come from the spec (section 8); the rest is our
 * catalogue: each has a stable numeric code, an i18n message key and messages in en/pt/zh.
 */

import { SESSION_ENDED } from './session-codes.js';

export const ErrorCode = {
  ...SESSION_ENDED,
  VALIDATION: 10001,
  NOT_FOUND: 10002,
  FORBIDDEN: 10003,
  RATE_LIMITED: 10004,
  /** Same Idempotency-Key sent again with a different payload. */
  IDEMPOTENCY_CONFLICT: 10005,
  TENANT_UNAUTHORIZED: 10006,
  WRONG_CREDENTIALS: 10007,
  USERNAME_TAKEN: 10008,
  /** The server cannot take the work now (its queue is full): nothing was done, try again. */
  BUSY: 10009,
  INSUFFICIENT_BALANCE: 20001,
  AUTH_CODE_INCORRECT: 20002,
  WRONG_OP_PASSWORD: 20003,
  KYC_REQUIRED: 20004,
  /** Index instruments cannot be traded. */
  NOT_TRADABLE: 20005,
  OFFER_NOT_OPEN: 20006,
  BELOW_MINIMUM: 20007,
  INVALID_STATE: 20008,
  /** The user's uploads of the last 24 hours reached the count or size quota. */
  UPLOAD_QUOTA: 20009,
  INTERNAL: 50000,
} as const;

export type ErrorName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorName];

export interface ErrorInfo {
  code: number;
  /** i18n message key, e.g. `error.insufficientBalance`. */
  key: string;
  /** HTTP status the server answers with (the envelope still carries the code). */
  http: number;
  messages: { en: string; pt: string; zh: string };
}

export const ERRORS = {
  NO_TOKEN: {
    code: -99999,
    key: 'error.sessionEnded',
    http: 401,
    messages: {
      en: 'Please log in',
      pt: 'Por favor, faça login',
      zh: '请先登录',
    },
  },
  TOKEN_EXPIRED: {
    code: 11011,
    key: 'error.tokenExpired',
    http: 401,
    messages: {
      en: 'Your session has expired, please log in again',
      pt: 'Sua sessão expirou, faça login novamente',
      zh: '登录已过期，请重新登录',
    },
  },
  TOKEN_REVOKED: {
    code: 11012,
    key: 'error.tokenRevoked',
    http: 401,
    messages: {
      en: 'You have been logged out, please log in again',
      pt: 'Você foi desconectado, faça login novamente',
      zh: '您已退出登录，请重新登录',
    },
  },
  VALIDATION: {
    code: 10001,
    key: 'error.validation',
    http: 400,
    messages: {
      en: 'Invalid request',
      pt: 'Solicitação inválida',
      zh: '请求参数无效',
    },
  },
  NOT_FOUND: {
    code: 10002,
    key: 'error.notFound',
    http: 404,
    messages: { en: 'Not found', pt: 'Não encontrado', zh: '未找到' },
  },
  FORBIDDEN: {
    code: 10003,
    key: 'error.forbidden',
    http: 403,
    messages: { en: 'Not allowed', pt: 'Não permitido', zh: '无权操作' },
  },
  RATE_LIMITED: {
    code: 10004,
    key: 'error.rateLimited',
    http: 429,
    messages: {
      en: 'Too many requests, please try again later',
      pt: 'Muitas solicitações, tente novamente mais tarde',
      zh: '请求过于频繁，请稍后再试',
    },
  },
  IDEMPOTENCY_CONFLICT: {
    code: 10005,
    key: 'error.idempotencyConflict',
    http: 409,
    messages: {
      en: 'This request was already sent with different content',
      pt: 'Esta solicitação já foi enviada com conteúdo diferente',
      zh: '该请求已以不同内容提交过',
    },
  },
  TENANT_UNAUTHORIZED: {
    code: 10006,
    key: 'error.tenantUnauthorized',
    http: 403,
    messages: {
      en: 'This domain is not authorized. Please contact support.',
      pt: 'Este domínio não está autorizado. Entre em contato com o suporte.',
      zh: '该域名未获授权，请联系客服。',
    },
  },
  WRONG_CREDENTIALS: {
    code: 10007,
    key: 'error.wrongCredentials',
    http: 400,
    messages: {
      en: 'Wrong username or password',
      pt: 'Usuário ou senha incorretos',
      zh: '用户名或密码错误',
    },
  },
  USERNAME_TAKEN: {
    code: 10008,
    key: 'error.usernameTaken',
    http: 409,
    messages: {
      en: 'This username is already taken',
      pt: 'Este nome de usuário já está em uso',
      zh: '用户名已被占用',
    },
  },
  BUSY: {
    code: 10009,
    key: 'error.busy',
    http: 503,
    messages: {
      en: 'The server is busy, please try again in a moment',
      pt: 'O servidor está ocupado, tente novamente em instantes',
      zh: '服务器繁忙，请稍后重试',
    },
  },
  INSUFFICIENT_BALANCE: {
    code: 20001,
    key: 'error.insufficientBalance',
    http: 400,
    messages: { en: 'Insufficient Balance', pt: 'Saldo insuficiente', zh: '余额不足' },
  },
  AUTH_CODE_INCORRECT: {
    code: 20002,
    key: 'error.authCodeIncorrect',
    http: 400,
    messages: {
      en: 'Authorization code incorrect',
      pt: 'Código de autorização incorreto',
      zh: '授权码错误',
    },
  },
  WRONG_OP_PASSWORD: {
    code: 20003,
    key: 'error.wrongOpPassword',
    http: 400,
    messages: {
      en: 'Wrong withdrawal password',
      pt: 'Senha de saque incorreta',
      zh: '提现密码错误',
    },
  },
  KYC_REQUIRED: {
    code: 20004,
    key: 'error.kycRequired',
    http: 403,
    messages: {
      en: 'Please complete real-name verification first',
      pt: 'Conclua primeiro a verificação de identidade',
      zh: '请先完成实名认证',
    },
  },
  NOT_TRADABLE: {
    code: 20005,
    key: 'error.notTradable',
    http: 400,
    messages: {
      en: 'This instrument cannot be traded',
      pt: 'Este instrumento não pode ser negociado',
      zh: '该品种不可交易',
    },
  },
  OFFER_NOT_OPEN: {
    code: 20006,
    key: 'error.offerNotOpen',
    http: 400,
    messages: {
      en: 'This offer is not open',
      pt: 'Esta oferta não está aberta',
      zh: '该产品当前不可申购',
    },
  },
  BELOW_MINIMUM: {
    code: 20007,
    key: 'error.belowMinimum',
    http: 400,
    messages: {
      en: 'The amount is below the minimum',
      pt: 'O valor está abaixo do mínimo',
      zh: '金额低于最低限额',
    },
  },
  INVALID_STATE: {
    code: 20008,
    key: 'error.invalidState',
    http: 409,
    messages: {
      en: 'This action is not allowed in the current state',
      pt: 'Esta ação não é permitida no estado atual',
      zh: '当前状态不允许此操作',
    },
  },
  UPLOAD_QUOTA: {
    code: 20009,
    key: 'error.uploadQuota',
    http: 429,
    messages: {
      en: 'Daily upload limit reached, please try again tomorrow',
      pt: 'Limite diário de envios atingido, tente novamente amanhã',
      zh: '今日上传已达上限，请明天再试',
    },
  },
  INTERNAL: {
    code: 50000,
    key: 'error.internal',
    http: 500,
    messages: {
      en: 'Something went wrong, please try again later',
      pt: 'Algo deu errado, tente novamente mais tarde',
      zh: '系统繁忙，请稍后再试',
    },
  },
} as const satisfies Record<ErrorName, ErrorInfo>;

const byCode = new Map<number, ErrorInfo & { name: ErrorName }>(
  (Object.keys(ERRORS) as ErrorName[]).map((name) => [
    ERRORS[name].code,
    { ...ERRORS[name], name },
  ]),
);

/** Looks up a catalogue entry by its numeric code. */
export function errorByCode(code: number): (ErrorInfo & { name: ErrorName }) | undefined {
  return byCode.get(code);
}

/** The message of an error in a language (English when the language is unknown). */
export function errorMessage(name: ErrorName, lang: string = 'en'): string {
  const m = ERRORS[name].messages;
  return lang === 'pt' || lang === 'zh' ? m[lang] : m.en;
}

type Lang = 'en' | 'pt' | 'zh';
function table(lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.values(ERRORS).map((e) => [e.key, e.messages[lang]]));
}

/** i18n messages of the catalogue by language, keyed by message key (merge into the app's translations). */
export const ERROR_MESSAGES: Record<Lang, Record<string, string>> = {
  en: table('en'),
  pt: table('pt'),
  zh: table('zh'),
};
