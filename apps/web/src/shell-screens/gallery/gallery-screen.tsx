import { useTenant } from '@trading/screens/context';
import { useUiText } from '@trading/ui-kit';
import { Gallery } from '@trading/ui-kit/gallery';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { tokensByTenant } from './tenant-tokens';

const Switcher = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
`;

/** Dev-only: the kit's gallery in any tenant's tokens (`/__gallery?tenant=brl`), in the app's language. */
export default function GalleryScreen() {
  const text = useUiText();
  const [params] = useSearchParams();
  const tenant = useTenant();
  const chosen = params.get('tenant') ?? tenant.definition.id;
  const tokens = tokensByTenant[chosen] ?? tenant.tokens;
  return (
    <>
      <Switcher aria-label="Tenant">
        {Object.keys(tokensByTenant).map((id) => (
          <Link key={id} to={`?tenant=${id}`} aria-current={id === chosen ? 'page' : undefined}>
            {id}
          </Link>
        ))}
      </Switcher>
      <Gallery tokens={tokens} text={text} title={`Gallery · ${chosen}`} />
    </>
  );
}
