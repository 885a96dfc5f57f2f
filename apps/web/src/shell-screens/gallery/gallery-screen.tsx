import { NavBar, UiThemeProvider } from '@trading/ui-kit';
import { Gallery } from '@trading/ui-kit/gallery';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useGoBack } from '../../routing/use-go-back';
import { tenant } from '../../tenant/tenant';
import { tokensByTenant } from './tenant-tokens';

const Switcher = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
`;

/** Dev-only: the kit's gallery in any tenant's tokens (`/__gallery?tenant=brl`). */
export default function GalleryScreen() {
  const goBack = useGoBack();
  const [params] = useSearchParams();
  const chosen = params.get('tenant') ?? tenant.definition.id;
  const tokens = tokensByTenant[chosen] ?? tenant.tokens;
  return (
    <UiThemeProvider tokens={tokens}>
      <NavBar title={`Gallery · ${chosen}`} onBack={goBack} />
      <Switcher aria-label="Tenant">
        {Object.keys(tokensByTenant).map((id) => (
          <Link key={id} to={`?tenant=${id}`} aria-current={id === chosen ? 'page' : undefined}>
            {id}
          </Link>
        ))}
      </Switcher>
      <Gallery />
    </UiThemeProvider>
  );
}
