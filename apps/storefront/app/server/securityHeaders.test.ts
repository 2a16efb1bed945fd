// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';

const production = {
  nonce: 'abc123',
  imageOrigins: ['https://img.example.test', 'https://img.example.test'],
  connectOrigins: ['https://api.example.test'],
  development: false,
  https: false,
};

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values];
    }),
  );
}

describe('security headers (issue 13)', () => {
  it('allows scripts only from the site and with the response nonce in production', () => {
    const policy = directives(contentSecurityPolicy(production));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it('allows images from the image and API origins once each, and calls to the API origin', () => {
    const policy = directives(contentSecurityPolicy(production));
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://img.example.test']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.test']);
  });

  it('forbids framing the shop', () => {
    const headers = securityHeaders(production);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(directives(headers['Content-Security-Policy'] ?? '')['frame-ancestors']).toEqual([
      "'none'",
    ]);
  });

  it('sends HSTS when the request came over https (issue 21), and not over plain http', () => {
    expect(securityHeaders({ ...production, https: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(securityHeaders(production)['Strict-Transport-Security']).toBeUndefined();
  });

  it('sets nosniff and the referrer policy', () => {
    const headers = securityHeaders(production);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it("relaxes scripts and styles only for Vite's development server", () => {
    const policy = directives(contentSecurityPolicy({ ...production, development: true }));
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['connect-src']).toContain('ws:');
    expect(policy['script-src']).not.toContain("'nonce-abc123'");
  });
});
