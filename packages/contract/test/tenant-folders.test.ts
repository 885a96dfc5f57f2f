import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverTenants, readTenantFolder, tenantsDir } from '../src/tenant-folders.js';
import { TENANT_CURRENCIES } from '../src/tenant-lists.js';

const tenantsRoot = new URL('../../../tenants', import.meta.url).pathname;
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary tenants folder holding a copy of usd under `id`. */
function copyOfUsd(id: string, edit: (definition: Record<string, unknown>) => void = () => {}) {
  const dir = mkdtempSync(join(tmpdir(), 'tenants-'));
  temps.push(dir);
  cpSync(join(tenantsRoot, 'usd'), join(dir, id), { recursive: true });
  const file = join(dir, id, 'tenant.json');
  const definition = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(definition);
  writeFileSync(file, JSON.stringify(definition));
  return dir;
}

describe('tenant folders', () => {
  it('are every folder of tenants/ with a tenant.json, each valid, named by its id', () => {
    const folders = readdirSync(tenantsRoot).sort();
    const tenants = discoverTenants(tenantsRoot);
    expect(tenants.map((tenant) => tenant.id)).toEqual(folders);
    for (const tenant of tenants) {
      expect(tenant.definition.id).toBe(tenant.id);
      expect(TENANT_CURRENCIES).toContain(tenant.definition.currency.code);
    }
  });

  it('come from TENANTS_DIR when it is set', () => {
    expect(tenantsDir('/repo/tenants', {})).toBe('/repo/tenants');
    expect(tenantsDir('/repo/tenants', { TENANTS_DIR: '/elsewhere' })).toBe('/elsewhere');
  });

  it('take a new folder as a new tenant', () => {
    const dir = copyOfUsd('xyz', (definition) => {
      definition.id = 'xyz';
    });
    expect(discoverTenants(dir).map(({ id, definition }) => [id, definition.title])).toEqual([
      ['xyz', 'Granite Trade'],
    ]);
  });

  it('reject a tenant.json whose id is not its folder’s name, or a bad field', () => {
    expect(() => readTenantFolder(copyOfUsd('xyz'), 'xyz')).toThrow(/is not its folder's name/);
    const bad = copyOfUsd('xyz', (definition) => {
      definition.id = 'xyz';
      definition.title = '';
    });
    expect(() => readTenantFolder(bad, 'xyz')).toThrow(/title/);
  });
});
