// Issue 29 item 2: the contract's version, the semver range check and the refusal reasons.
import { join } from 'node:path';
import { remoteManifestMeta } from '../../../../tools/build/federation';
import { CONTRACT_VERSION, contractRefusal, remoteContractInfo, satisfiesRange } from '../contract';

describe('satisfiesRange', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.9.9', '^1.0.0', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.5.0', '>=1.2.0 <2.0.0', true],
    ['2.0.0', '>=1.2.0 <2.0.0', false],
    ['3.1.0', '^1.0.0 || ^3.0.0', true],
    ['2.1.0', '^1.0.0 || ^3.0.0', false],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '=1.0.0', false],
    ['1.0.0', '*', true],
  ])('%s in %s → %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });

  it('a malformed version or range never satisfies', () => {
    expect(satisfiesRange('1.0', '^1.0.0')).toBe(false);
    expect(satisfiesRange('1.0.0', '')).toBe(false);
    expect(satisfiesRange('1.0.0', '^bir')).toBe(false);
    expect(satisfiesRange('1.0.0', '||')).toBe(false);
  });
});

describe('the shell refuses a remote whose manifest does not declare a range it satisfies', () => {
  it('reads metaData.akademi from mf-manifest.json', () => {
    expect(remoteContractInfo({ metaData: { akademi: { contract: '^1.0.0', version: '0.1.0' } } })).toEqual({ contract: '^1.0.0', version: '0.1.0' });
    expect(remoteContractInfo({ metaData: {} })).toEqual({ contract: null, version: null });
    expect(remoteContractInfo('nonsense')).toEqual({ contract: null, version: null });
  });

  it('the current contract satisfies the range every remote declares', () => {
    expect(contractRefusal({ contract: '^1.0.0', version: '0.1.0' })).toBeNull();
    expect(satisfiesRange(CONTRACT_VERSION, '^1.0.0')).toBe(true);
  });

  it('no range, or a range the shell does not satisfy, is a refusal with the reason', () => {
    expect(contractRefusal({ contract: null, version: '0.1.0' })).toBe('the manifest declares no contract range');
    expect(contractRefusal({ contract: '^2.0.0', version: '3.0.0' })).toBe(`contract ${CONTRACT_VERSION} does not satisfy the remote's range ^2.0.0`);
  });
});

describe('each remote declares the contract range it implements (package.json akademi.contract)', () => {
  it.each(['mf-auth', 'mf-admin', 'mf-reports', 'mf-tests', 'mf-tracking'])('%s: a range this shell satisfies, and its version, go into its manifest', (app) => {
    const meta = remoteManifestMeta(join(__dirname, '../../../..', app));
    expect(satisfiesRange(CONTRACT_VERSION, meta.contract)).toBe(true);
    expect(meta.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
