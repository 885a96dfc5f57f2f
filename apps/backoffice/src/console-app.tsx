import { numberLocaleOf, setNumberLocale, UiThemeProvider } from '@trading/ui-kit';
import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider, useSelector } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AuditScreen } from './audit/audit-screen';
import { LedgerAuditScreen } from './ledger/ledger-audit-screen';
import { ContentScreen } from './content/content-screen';
import { SettingsScreen } from './settings/settings-screen';
import { AllotScreen } from './offerings/allot-screen';
import { PublishScreen } from './offerings/publish-screen';
import { ProposalsScreen } from './proposals/proposals-screen';
import { SettleScreen } from './offerings/settle-screen';
import { CATALOGUES, consoleLanguage } from './i18n/console-language';
import { InvestorsScreen } from './investors/investors-screen';
import { DepositQueue } from './queues/deposit-queue';
import { KycQueue } from './queues/kyc-queue';
import { WithdrawalQueue } from './queues/withdrawal-queue';
import { ConsoleShell } from './shell/console-shell';
import { SignInScreen } from './sign-in/sign-in-screen';
import { StaffScreen } from './staff/staff-screen';
import type { ConsoleState, ConsoleStore } from './store';
import type { ConsoleTenant } from './tenant/console-tenant';
import { TenantContext } from './tenant/tenant-context';

function Screens() {
  const signedIn = useSelector((s: ConsoleState) => s.session.token !== null);
  if (!signedIn) return <SignInScreen />;
  return (
    <Routes>
      <Route element={<ConsoleShell />}>
        <Route path="kyc" element={<KycQueue />} />
        <Route path="deposits" element={<DepositQueue />} />
        <Route path="withdrawals" element={<WithdrawalQueue />} />
        <Route path="audit" element={<AuditScreen />} />
        <Route path="ledger" element={<LedgerAuditScreen />} />
        <Route path="investors" element={<InvestorsScreen />} />
        <Route path="investors/:id" element={<InvestorsScreen />} />
        <Route path="allot" element={<AllotScreen />} />
        <Route path="publish" element={<PublishScreen />} />
        <Route path="settle" element={<SettleScreen />} />
        <Route path="content/*" element={<ContentScreen />} />
        <Route path="staff" element={<StaffScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="approvals" element={<ProposalsScreen />} />
        <Route path="*" element={<Navigate to="kyc" replace />} />
      </Route>
    </Routes>
  );
}

export function ConsoleApp({ tenant, store }: { tenant: ConsoleTenant; store: ConsoleStore }) {
  const language = consoleLanguage(tenant.languages, tenant.defaultLanguage, navigator.languages);
  // Amounts are written in the language shown, set before anything renders (as the web app does).
  setNumberLocale(numberLocaleOf(language));
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = `${tenant.title} · back office`;
  }, [language, tenant.title]);
  return (
    <Provider store={store}>
      <IntlProvider locale={language} messages={CATALOGUES[language]} defaultLocale="en">
        <UiThemeProvider tokens={tenant.tokens}>
          <TenantContext.Provider value={tenant}>
            <BrowserRouter basename="/admin">
              <Screens />
            </BrowserRouter>
          </TenantContext.Provider>
        </UiThemeProvider>
      </IntlProvider>
    </Provider>
  );
}
