import type { MessageId } from './en';

/** The server's texts in Portuguese (ids: en.ts). */
export const pt: Record<MessageId, string> = {
  'error.sessionEnded': 'Por favor, faça login',
  'error.tokenExpired': 'Sua sessão expirou, faça login novamente',
  'error.tokenRevoked': 'Você foi desconectado, faça login novamente',
  'error.validation': 'Solicitação inválida',
  'error.notFound': 'Não encontrado',
  'error.forbidden': 'Não permitido',
  'error.rateLimited': 'Muitas solicitações, tente novamente mais tarde',
  'error.idempotencyConflict': 'Esta solicitação já foi enviada com conteúdo diferente',
  'error.tenantUnauthorized': 'Este domínio não está autorizado. Entre em contato com o suporte.',
  'error.wrongCredentials': 'Usuário ou senha incorretos',
  'error.usernameTaken': 'Este nome de usuário já está em uso',
  'error.busy': 'O servidor está ocupado, tente novamente em instantes',
  'error.insufficientBalance': 'Saldo insuficiente',
  'error.authCodeIncorrect': 'Código de autorização incorreto',
  'error.wrongOpPassword': 'Senha de saque incorreta',
  'error.kycRequired': 'Conclua primeiro a verificação de identidade',
  'error.notTradable': 'Este instrumento não pode ser negociado',
  'error.offerNotOpen': 'Esta oferta não está aberta',
  'error.belowMinimum': 'O valor está abaixo do mínimo',
  'error.invalidState': 'Esta ação não é permitida no estado atual',
  'error.uploadQuota': 'Limite diário de envios atingido, tente novamente amanhã',
  'error.internal': 'Algo deu errado, tente novamente mais tarde',

  'request.tooLarge': 'A solicitação é grande demais',
  'request.badJson': 'O corpo da solicitação não é JSON válido',
  'request.notJson': 'A solicitação deve ser JSON ou uma query string',
  'request.notAnObject': 'O corpo da solicitação deve ser um objeto JSON',
  'request.notMultipart': 'A solicitação deve ser multipart/form-data',
  'request.badMultipart': 'O corpo multipart/form-data está malformado',
  'request.notAvailable': 'Este serviço ainda não está disponível',
  'request.controlCharacter': '{field} contém um caractere não permitido',
  'request.badIdempotencyKey': 'Idempotency-Key deve ter de 1 a 100 caracteres ASCII visíveis',

  'field.required': '{field} é obrigatório',
  'field.invalid': '{field} é inválido: {reason}',

  'identity.oldPasswordWrong': 'A senha antiga está incorreta',

  'kyc.underReview': 'Sua verificação está em análise ou já foi aprovada',
  'kyc.badIdType': 'Este tipo de documento não é aceito',
  'kyc.bankCardRequired': 'Banco e número do cartão são obrigatórios',

  'money.centsOnly': 'O valor pode ter no máximo 2 casas decimais',
  'money.badUsdtAddress': 'O endereço USDT deve ser um endereço TRC20 (T seguido de 33 caracteres)',
  'deposit.usdtClosed': 'Depósitos em USDT não estão abertos',
  'deposit.receiptRequired': 'Envie o comprovante de transferência',
  'deposit.detailRequired': 'Banco e número da conta são obrigatórios',
  'deposit.amountRange': 'O valor está fora dos limites de depósito',
  'withdraw.noOpPassword': 'Defina primeiro uma senha de saque',
  'withdraw.usdtClosed': 'Saques em USDT não estão abertos',
  'exchange.usdOnly': 'Esta conta só tem dólares americanos: não há o que trocar',
  'exchange.tooSmall': 'O valor é pequeno demais para trocar',

  'trade.notMultiple': 'A quantidade deve ser múltipla de {step}',
  'trade.priceMoved': 'O preço mudou; confira o novo preço e tente novamente',
  'trade.notListed': 'Ainda não listada',
  'trade.marketClosed': 'O mercado está fechado',
  'trade.otherMarket': 'Esta ação não pode ser negociada neste aplicativo',
  'trade.notEnoughShares': 'Ações disponíveis insuficientes para vender',

  'offering.quantityRequired': 'Informe a quantidade a subscrever',
  'offering.notFunding': 'Só uma subscrição atribuída aguardando fundos pode ser financiada',
  'quant.notDue': 'Esta ordem ainda está bloqueada',
  'quant.settled': 'Esta ordem já foi paga',

  'upload.badType': 'Apenas imagens JPEG, PNG, WebP, GIF ou HEIC são aceitas',
  'upload.notFound': 'Envie o arquivo novamente: este não foi encontrado',
  'upload.quotaFiles':
    'Limite diário de envios atingido: no máximo {files} arquivos em 24 horas. Tente novamente amanhã',
  'upload.quotaBytes':
    'Limite diário de envios atingido: no máximo {size} em 24 horas. Tente novamente amanhã',

  // The back office: English except notApplying (see en.ts).
  'operator.notApplying': 'Só uma subscrição pendente pode ser atribuída',
  'operator.centsOnly': '{field} can have at most 2 decimals',
  'operator.endBeforeStart': 'endTime must be after startTime',
  'operator.discountRate': 'discountRate must be above -100',
  'operator.profitRates': 'rates must satisfy 0 ≤ estimateProfitRate ≤ maxEstimateProfitRate',
  'operator.sharesWhole': 'shares must be a whole number, 0 or more',
  'operator.sharesMultiple': 'shares must be a multiple of {unit}',
  'operator.sharesAtMost': 'at most {shares} shares were applied for',
};
