import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';
import { createConsoleStore } from './store';
import { readConsoleTenant } from './tenant/console-tenant';
import { watchActivity } from './session/activity';

watchActivity(window);
const tenant = readConsoleTenant(document);
const root = createRoot(document.getElementById('root')!);
if (tenant) root.render(<ConsoleApp tenant={tenant} store={createConsoleStore()} />);
else root.render(<p>This page is served by the trading server under /admin on a tenant host.</p>);
