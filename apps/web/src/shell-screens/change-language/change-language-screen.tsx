import { selectLanguage, switchLanguage, type AppDispatch } from '@trading/api';
import { Cell, CellGroup, NavBar } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useGoBack, useTenant } from '@trading/screens/context';
import { useTenantConfigStatus } from '../../tenant/use-tenant-config-status';
import { CurrentMark } from './current-mark';

/** The languages the tenant offers (English and Portuguese); picking one switches the app at once. */
export default function ChangeLanguageScreen() {
  const intl = useIntl();
  const goBack = useGoBack();
  const dispatch = useDispatch<AppDispatch>();
  const current = useSelector(selectLanguage);
  const tenant = useTenant();
  const config = useTenantConfigStatus();
  const offered =
    config.status === 'ready' ? config.config.languages : tenant.definition.languages.offered;
  return (
    <>
      <NavBar title={intl.formatMessage({ id: 'route.changeLanguage' })} onBack={goBack} />
      <CellGroup>
        {offered.map((language) => (
          <Cell
            key={language}
            title={intl.formatMessage({ id: `language.${language}` })}
            value={
              language === current ? (
                <CurrentMark label={intl.formatMessage({ id: 'language.current' })} />
              ) : undefined
            }
            onClick={() => dispatch(switchLanguage(language))}
          />
        ))}
      </CellGroup>
    </>
  );
}
