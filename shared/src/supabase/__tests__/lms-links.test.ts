import { expiryFromDateInput, lmsLinkStatus, lmsTrackingUrl, trackingPortalOrigin } from '../lms-links';

describe('LMS link helpers', () => {
  it('status: revoked wins, then expired, else active', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(lmsLinkStatus({ revoked_at: null, expires_at: null }, now)).toBe('active');
    expect(lmsLinkStatus({ revoked_at: null, expires_at: '2026-11-23T12:00:01Z' }, now)).toBe('active');
    expect(lmsLinkStatus({ revoked_at: null, expires_at: '2026-11-23T12:00:00Z' }, now)).toBe('expired');
    expect(lmsLinkStatus({ revoked_at: '2026-11-01T00:00:00Z', expires_at: '2020-01-01T00:00:00Z' }, now)).toBe('revoked');
  });

  it('the portal link carries the e-mail and the token as spec 3 §2.1’s email and key', () => {
    const url = new URL(lmsTrackingUrl('https://a.example/', 'eğitmen+1@okul.com', 'lms_x'));
    expect(url.pathname).toBe('/tracking');
    expect(url.searchParams.get('email')).toBe('eğitmen+1@okul.com');
    expect(url.searchParams.get('key')).toBe('lms_x');
  });

  it('an expiry date means the end of that day; empty or malformed means none', () => {
    const iso = expiryFromDateInput('2026-12-31');
    expect(iso).not.toBeNull();
    const d = new Date(iso as string);
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2026, 11, 31, 23, 59]);
    expect(expiryFromDateInput('')).toBeNull();
    expect(expiryFromDateInput('31.12.2026')).toBeNull();
  });

  it('links point at config.json trackingUrl when the portal is a site of its own, else this origin', () => {
    expect(trackingPortalOrigin()).toBe(window.location.origin);
    (window as unknown as Record<string, unknown>).__AKADEMI_CONFIG__ = { trackingUrl: 'https://takip.example/' };
    expect(trackingPortalOrigin()).toBe('https://takip.example');
    (window as unknown as Record<string, unknown>).__AKADEMI_CONFIG__ = { trackingUrl: 'javascript:alert(1)' };
    expect(trackingPortalOrigin()).toBe(window.location.origin);
    delete (window as unknown as Record<string, unknown>).__AKADEMI_CONFIG__;
  });
});
