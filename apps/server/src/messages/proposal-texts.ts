/**
 * Four eyes and the console forms' field checks, in each language the console is shown in
 * (the console sends its language; older operator texts stay English, operator-texts.ts).
 */
export const proposalTexts = {
  en: {
    'proposal.ownProposal':
      'You proposed this change: a second, different staff member must approve it',
    'proposal.alreadyDecided': 'This proposal was already decided by {name}',
    'proposal.notYours': 'Your role cannot decide this kind of change',
    'proposal.stale':
      'What this proposal changes has changed since it was proposed: nothing was written; propose it again',
    'form.ipoUnitShares':
      'ipoUnit: this tenant counts subscriptions in shares, so shares per unit must be 1 or left empty',
  },
  pt: {
    'proposal.ownProposal':
      'Você propôs esta alteração: outro funcionário, diferente de você, deve aprová-la',
    'proposal.alreadyDecided': 'Esta proposta já foi decidida por {name}',
    'proposal.notYours': 'A sua função não pode decidir este tipo de alteração',
    'proposal.stale':
      'O que esta proposta altera mudou desde que foi proposta: nada foi gravado; proponha de novo',
    'form.ipoUnitShares':
      'ipoUnit: este inquilino conta subscrições em ações; ações por unidade deve ser 1 ou vazio',
  },
  zh: {
    'proposal.ownProposal': '此变更由您提出：须由另一位员工批准',
    'proposal.alreadyDecided': '此提案已由 {name} 处理',
    'proposal.notYours': '您的角色不能处理此类变更',
    'proposal.stale': '提案涉及的内容在提出后已发生变化：未写入任何内容，请重新提出',
    'form.ipoUnitShares': 'ipoUnit：该租户按股计算申购，每单位股数须为 1 或留空',
  },
} as const;
