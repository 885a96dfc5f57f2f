import { numberLocaleOf, setNumberLocale, UiThemeProvider } from '@trading/ui-kit';
import type { Language, OperatorPermission } from '@trading/contract';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider, useSelector } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ChangePasswordScreen } from './account/change-password-screen';
import { AuditScreen } from './audit/audit-screen';
import { LedgerAuditScreen } from './ledger/ledger-audit-screen';
import { ContentScreen } from './content/content-screen';
import { SettingsScreen } from './settings/settings-screen';
import { AllotScreen } from './offerings/allot-screen';
import { PublishScreen } from './offerings/publish-screen';
import { ProposalsScreen } from './proposals/proposals-screen';
import { SettleScreen } from './offerings/settle-screen';
import { CATALOGUES, consoleLanguage } from './i18n/console-language';
import { LANGUAGE_KEY, LanguageContext } from './i18n/language-picker';
import { Allowed } from './shell/allowed';
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

/** A screen of one permission: opened by URL without it, it says so instead of failing. */
const only = (permission: OperatorPermission, screen: ReactNode) => (
  <Allowed permission={permission}>{screen}</Allowed>
);

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
        <Route path="ledger" element={only('settlement', <LedgerAuditScreen />)} />
        <Route path="investors" element={<InvestorsScreen />} />
        <Route path="investors/:id" element={<InvestorsScreen />} />
        <Route path="allot" element={only('offerings', <AllotScreen />)} />
        <Route path="publish" element={only('offerings', <PublishScreen />)} />
        <Route path="settle" element={only('settlement', <SettleScreen />)} />
        <Route path="content/*" element={only('content', <ContentScreen />)} />
        <Route path="staff" element={only('administer', <StaffScreen />)} />
        <Route path="settings" element={only('administer', <SettingsScreen />)} />
        <Route path="approvals" element={<ProposalsScreen />} />
        <Route path="password" element={<ChangePasswordScreen />} />
        <Route path="*" element={<Navigate to="kyc" replace />} />
      </Route>
    </Routes>
  );
}

export function ConsoleApp({ tenant, store }: { tenant: ConsoleTenant; store: ConsoleStore }) {
  // A language picked in the console first, then the browser's, then the tenant's default.
  const [picked, setPicked] = useState(() => localStorage.getItem(LANGUAGE_KEY));
  const language = consoleLanguage(
    tenant.languages,
    tenant.defaultLanguage,
    picked ? [picked, ...navigator.languages] : navigator.languages,
  );
  const choice = useMemo(
    () => ({
      language,
      offered: tenant.languages,
      choose(next: Language) {
        localStorage.setItem(LANGUAGE_KEY, next);
        setPicked(next);
      },
    }),
    [language, tenant.languages],
  );
  // Amounts are written in the language shown, set before anything renders (as the web app does).
  setNumberLocale(numberLocaleOf(language));
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = `${tenant.title} · back office`;
  }, [language, tenant.title]);
  return (
    <Provider store={store}>
      <IntlProvider locale={language} messages={CATALOGUES[language]} defaultLocale="en">
        <LanguageContext.Provider value={choice}>
          <UiThemeProvider tokens={tenant.tokens}>
            <TenantContext.Provider value={tenant}>
              <BrowserRouter basename="/admin">
                <Screens />
              </BrowserRouter>
            </TenantContext.Provider>
          </UiThemeProvider>
        </LanguageContext.Provider>
      </IntlProvider>
    </Provider>
  );
}
