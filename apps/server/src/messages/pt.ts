import type { MessageId } from './en';
import { operatorTexts } from './operator-texts';
import { proposalTexts } from './proposal-texts';

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
  'error.secondFactorRequired':
    'Digite o código de 6 dígitos do seu aplicativo autenticador para confirmar',
  'error.secondFactorWrong': 'O código não está correto',
  'error.twoFactorEnrolmentRequired':
    'Ative primeiro o login em duas etapas (Conta → Login em duas etapas)',
  'error.destinationCoolingOff': 'Este destino de saque é novo e ainda não pode ser usado',
  'error.destinationNotSaved':
    'Saques vão apenas para uma conta ou endereço salvo; salve-o antes em Contas bancárias',
  'error.holderNameMismatch': 'A conta deve estar em seu próprio nome, como verificado no KYC',
  'error.bankCodeMismatch': 'Este código não pertence ao banco escolhido',
  'error.destinationDuplicate': 'Esta conta ou endereço já está salvo',
  'error.resetLinkInvalid': 'Este link expirou ou já foi usado: peça um novo',
  'error.claimedByOther': 'Outro revisor está com este item aberto',
  'review.claimedBy': 'Em análise por {name}',
  'error.alertLimit': 'Você já tem 50 alertas de preço ativos; exclua um para criar outro',
  'error.alertAlreadyMet': 'O preço já está lá: este alerta dispararia na hora',
  'alert.alreadyMet.price':
    'O preço já está em {price}: este alerta dispararia na hora. Escolha um preço ainda não atingido',
  'alert.alreadyMet.change':
    'O preço já variou {change}% no dia: este alerta dispararia na hora. Escolha uma variação ainda não atingida',
  'error.openOrderLimit':
    'Você já tem o máximo de ordens abertas permitido; cancele uma para enviar outra',
  'error.accountLocked': 'Esta conta está bloqueada. Entre em contato com o suporte.',
  'error.staffNotInvestor':
    'Um login de funcionário não pode ter dinheiro, negociar nem enviar KYC; use sua conta de investidor',
  'error.conflictOfInterest': 'Esta conta está vinculada a você: outro funcionário deve decidir',
  'error.alreadyDecided': 'Já decidido por outro revisor',
  'review.alreadyDecided': 'Já decidido por {name}',
  'error.orderNotOpen': 'Esta ordem já foi encerrada e não pode mais ser alterada',
  'error.priceOffTick': 'O preço deve ser um múltiplo do passo de preço',
  'error.internal': 'Algo deu errado, tente novamente mais tarde',
  'error.unavailable': 'O serviço está indisponível por um momento, tente novamente em instantes',

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

  'format.checkDigit':
    'o dígito verificador não confere, verifique se o número foi digitado corretamente',
  'format.pattern': 'deve ter o formato {example}',
  'format.nuban': 'deve ser um número de conta NUBAN de 10 dígitos',
  'format.nin': 'deve ser um NIN de 11 dígitos',
  'format.bvn': 'deve ser um BVN de 11 dígitos',
  'format.pvc': 'deve ser o VIN de 19 caracteres do cartão de eleitor',
  'format.ifsc': 'deve ser um código IFSC: 4 letras, 0 e 6 letras ou dígitos (HDFC0001234)',
  'format.in-account': 'deve ter de 9 a 18 dígitos',
  'format.aadhaar': 'deve ser um número Aadhaar de 12 dígitos',
  'format.cpf': 'deve ser um CPF de 11 dígitos',
  'format.cpf-cnpj': 'deve ser um CPF (11 dígitos) ou um CNPJ (14 dígitos)',
  'format.pix-key': 'deve ser uma chave PIX: CPF, CNPJ, e-mail, telefone (+55…) ou chave aleatória',
  'format.br-bank-code': 'deve ser o código do banco de 3 dígitos',
  'format.br-agency': 'deve ser uma agência de 4 dígitos, com ou sem o dígito (1234-5)',
  'format.br-account': 'deve ser o número da conta com o dígito (12345-6)',
  'format.aba-routing': 'deve ser um número de roteamento ABA de 9 dígitos',
  'format.us-account': 'deve ter de 4 a 17 dígitos',
  'format.ng-driving-licence':
    'deve ser um número de carteira de motorista: 3 letras, 5 a 9 dígitos e até 4 letras ou dígitos (ABC12345AA12)',
  'format.ng-passport': 'deve ser um número de passaporte: uma letra e 8 dígitos (A12345678)',
  'format.pan': 'deve ser um PAN de 10 caracteres: 5 letras, 4 dígitos e 1 letra (ABCPE1234F)',
  'format.ric':
    'deve ser um RIC de 11 dígitos (o número do CPF impresso na carteira de identidade)',
  'format.cnh': 'deve ser um número de CNH de 11 dígitos',
  'format.ssn':
    'deve ser um SSN de 9 dígitos (123-45-6789); as áreas 000, 666 e 900–999, o grupo 00 e a série 0000 nunca são emitidos',
  'format.itin':
    'deve ser um ITIN de 9 dígitos: 9XX, depois 50–65, 70–88, 90–92 ou 94–99 e mais 4 dígitos (912-70-1234)',
  'format.us-state-id':
    'deve ser um número de documento estadual ou carteira de motorista: 4 a 16 letras ou dígitos',
  'format.us-passport': 'deve ser um número de passaporte: 9 dígitos, ou uma letra e 8 dígitos',
  'format.trc20-tx': 'deve ser um hash de transação TRC20: 64 caracteres hexadecimais',
  'format.erc20-tx': 'deve ser um hash de transação ERC20: 0x e 64 caracteres hexadecimais',
  'format.aadhaar.checkDigit':
    'o dígito verificador do número Aadhaar não confere, verifique se foi digitado corretamente',
  'format.cpf.checkDigit':
    'os dígitos verificadores do CPF não conferem, verifique se foi digitado corretamente',
  'format.ric.checkDigit':
    'os dígitos verificadores do RIC não conferem, verifique se foi digitado corretamente',
  'format.cnh.checkDigit':
    'os dígitos verificadores da CNH não conferem, verifique se foi digitado corretamente',
  'format.markup': 'não pode conter < ou >',

  'reason.exactLength': 'deve ter exatamente {count} caracteres',
  'reason.minLength': 'deve ter pelo menos {count} caracteres',
  'reason.maxLength': 'deve ter no máximo {count} caracteres',
  'reason.minItems': 'precisa de pelo menos {count}',
  'reason.maxItems': 'aceita no máximo {count}',
  'reason.min': 'deve ser no mínimo {count}',
  'reason.max': 'deve ser no máximo {count}',
  'reason.greaterThan': 'deve ser maior que {count}',
  'reason.lessThan': 'deve ser menor que {count}',
  'reason.email': 'deve ser um endereço de e-mail',
  'reason.username': 'deve ter de 3 a 20 letras, dígitos ou sublinhados',
  'reason.phone': 'deve ser um número de telefone',
  'reason.totp': 'deve ser o código de 6 dígitos',
  'reason.recoveryCode': 'deve ser um código de recuperação (xxxxx-xxxxx)',
  'reason.staffCode': 'deve ter de 4 a 32 letras, dígitos ou hífens',
  'reason.positive': 'deve ser maior que 0',
  'reason.notNegative': 'não pode ser negativo',
  'reason.photo': 'Envie uma foto',
  'reason.positiveId': 'deve ser um id positivo',
  'reason.url': 'deve ser uma URL',
  'reason.giveReason': 'Informe um motivo',
  'reason.secondFactorOrPassword': 'informe secondFactor ou password',
  'reason.afterFrom': 'deve ser posterior a from',

  'identity.oldPasswordWrong': 'A senha antiga está incorreta',
  'identity.passkeyRejected': 'Não foi possível verificar esta chave de acesso, tente novamente',
  'identity.noPasskey': 'Você não tem chave de acesso nesta conta',

  'kyc.underReview': 'Sua verificação está em análise ou já foi aprovada',
  'kyc.badIdType': 'Este tipo de documento não é aceito',
  'kyc.bankCardRequired': 'Banco e número do cartão são obrigatórios',
  'kyc.taxIdRequired': 'O {document} é obrigatório para negociar',
  'kyc.badTaxIdType': 'Este tipo de {document} não é aceito',

  'portfolio.unknownBook': 'Não há conta em {currency} para mostrar aqui',
  'money.centsOnly': 'O valor pode ter no máximo 2 casas decimais',
  'money.badUsdtAddress':
    'O endereço USDT deve ser um endereço TRC20 (T…, 34 caracteres) ou ERC20 com checksum (0x…, 42 caracteres); confira se foi copiado exatamente',
  'deposit.txHashUsed': '{field} é inválido: esta transação já foi enviada em um depósito',
  'deposit.companyAccountUnknown':
    'Esta conta da empresa não é mais oferecida: abra de novo a página de depósito e pague na conta que ela mostra',
  'deposit.usdtClosed': 'Depósitos em USDT não estão abertos',
  'deposit.receiptRequired': 'Envie o comprovante de transferência',
  'deposit.detailRequired': 'Banco e número da conta são obrigatórios',
  'deposit.amountRange': 'O valor está fora dos limites de depósito',
  'stepUp.passwordFirst': 'Confirme sua senha para continuar',
  'stepUp.useSecondFactor': 'Confirme com seu segundo fator em vez da senha',
  'identity.passkeyTaken': 'Esta chave de acesso já está registrada',
  'throttle.retryAfter': 'Tentativas demais. Tente novamente em {minutes} min',
  'twoFactor.codeUsed': 'Este código já foi usado, aguarde o próximo',
  'twoFactor.ticketExpired': 'O login demorou demais, digite sua senha novamente',
  'twoFactor.alreadyOn': 'O login em duas etapas já está ativado',
  'reset.mailSubject': '{title}: redefina sua senha',
  'reset.mailBody':
    'Alguém pediu para redefinir a senha da conta {username}. Para escolher uma nova senha, abra este link em até 30 minutos:\n\n{link}\n\nSe não foi você, ignore este e-mail: sua senha continua a mesma.',
  'reset.doneSubject': '{title}: sua senha foi alterada',
  'reset.doneBody':
    'A senha da conta {username} foi redefinida com um link enviado a este endereço, e todos os dispositivos foram desconectados. Se não foi você, fale com o suporte imediatamente.',
  'opPassword.weak.sequence':
    'Escolha uma senha de saque que não seja uma sequência como 123456 ou 654321',
  'opPassword.weak.repeat': 'Escolha uma senha de saque sem repetições como 111111 ou 121212',
  'opPassword.weak.date':
    'Escolha uma senha de saque que não pareça uma data: um aniversário é fácil de descobrir',
  'twoFactor.notOn': 'O login em duas etapas não está ativado',
  'twoFactor.noSetup': 'Inicie a configuração primeiro',
  'twoFactor.requiredHere': 'O login em duas etapas é obrigatório aqui e não pode ser desativado',
  'withdraw.alreadyDecided': 'Este saque já foi decidido e não pode mais ser cancelado',
  'withdraw.cancelledByOwner': 'O investidor cancelou este saque',
  'withdraw.destinationCooling':
    'Este destino foi salvo recentemente e pode ser usado a partir de {time}',
  'withdraw.noOpPassword': 'Defina primeiro uma senha de saque',
  'withdraw.secondApproverDiffers':
    'Este saque é alto: um segundo aprovador, diferente do primeiro, precisa aprová-lo',
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

  // The back office: English except notApplying (see operator-texts.ts).
  'operator.notApplying': 'Só uma subscrição pendente pode ser atribuída',
  ...operatorTexts,
  ...proposalTexts.pt,

  // Segregation of duties: why a staff member may not decide an item.
  'duties.ownAccount': 'Esta é sua própria conta de cliente: outro funcionário deve decidir',
  'duties.sameIdNumber':
    'Este investidor tem o seu número de identidade: outro funcionário deve decidir',
  'duties.sameBankAccount': 'Isto envolve a sua conta bancária: outro funcionário deve decidir',
};
