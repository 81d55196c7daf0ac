import { describe, expect, it } from 'vitest';
import { signInPageParams } from './signin-params';

describe('/m/signin parameters', () => {
  it('defaults to login with nothing else', () => {
    expect(signInPageParams('/m/signin')).toEqual({
      operation: 'login',
      entry: null,
      redirect: null,
      error: null,
    });
  });

  it('reads operation, entry, redirect and error', () => {
    expect(
      signInPageParams(
        '/m/signin?operation=register&entry=email_login_timeout&redirect=%2Fp%2Fabc&error=Forbidden',
      ),
    ).toEqual({
      operation: 'register',
      entry: 'email_login_timeout',
      redirect: '/p/abc',
      error: 'Forbidden',
    });
  });

  it('drops redirects that are not a path or an http(s) URL', () => {
    expect(signInPageParams('/m/signin?redirect=javascript:alert(1)').redirect).toBeNull();
    expect(signInPageParams('/m/signin?redirect=//evil.example').redirect).toBeNull();
    expect(signInPageParams('/m/signin?redirect=/\\evil.example/x').redirect).toBeNull();
    expect(signInPageParams('/m/signin?redirect=%2F%5Cevil.example%2Fx').redirect).toBeNull();
    expect(signInPageParams('/m/signin?redirect=%2F%09%2Fevil.example').redirect).toBeNull();
    expect(signInPageParams('/m/signin?redirect=https:%5C%5Cevil.example').redirect).toBeNull();
    expect(signInPageParams('/m/signin?redirect=https://blog.example/p/1').redirect).toBe(
      'https://blog.example/p/1',
    );
  });
});
