import { describe, expect, it } from 'vitest';
import { ValidationError } from '../http/errors.ts';
import { parseWith } from '../http/validate.ts';
import { findIdBody, forgetPasswordBody, loginBody, profileBody, registerBody } from './member.wire.ts';

function errorsOf(fn: () => unknown): Record<string, string[]> {
  try {
    fn();
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
  return {};
}

const signUp = {
  mb_id: 'Candlemaker',
  password: 'Candle-light-42',
  password_confirmation: 'Candle-light-42',
  mb_name: '김향기',
  mb_hp: '01023456789',
  mb_email: 'Maker@Example.com',
  mb_birth: '1990-05-01',
  mb_zip: '',
  mb_addr1: '서울 마포구 양화로 1',
  agree_terms: 'on',
  agree_privacy: true,
};

describe('member bodies in the spec’s mb_ names', () => {
  it('reach the services in the shop’s own names, read as before (lower-cased id and e-mail, hyphens)', () => {
    expect(parseWith(registerBody, signUp)).toEqual({
      login_id: 'candlemaker',
      password: 'Candle-light-42',
      password_confirmation: 'Candle-light-42',
      name: '김향기',
      mobile: '010-2345-6789',
      email: 'maker@example.com',
      birth_date: '1990-05-01',
      zonecode: undefined,
      address1: '서울 마포구 양화로 1',
      address2: undefined,
      agree_terms: 'on',
      agree_privacy: true,
      agree_marketing: false,
    });
    expect(parseWith(loginBody, { mb_id: ' Demo ', password: 'x' })).toEqual({
      login_id: 'demo',
      password: 'x',
      remember: false,
    });
    expect(parseWith(forgetPasswordBody, { mb_id: 'demo', mb_email: 'demo@example.com' })).toEqual({
      login_id: 'demo',
      email: 'demo@example.com',
    });
    expect(parseWith(findIdBody, { mb_name: '김향기', mb_hp: '010-2345-6789' })).toMatchObject({
      name: '김향기',
      mobile: '010-2345-6789',
    });
    expect(
      parseWith(profileBody, { mb_name: '김향기', mb_hp: '010-2345-6789', mb_email: 'a@example.com' }),
    ).toMatchObject({ name: '김향기', mobile: '010-2345-6789', email: 'a@example.com', agree_marketing: false });
  });

  it('name a bad field as the spec does, a field sent under the shop’s own name included', () => {
    expect(Object.keys(errorsOf(() => parseWith(loginBody, { login_id: 'demo', password: 'x' })))).toEqual(['mb_id']);
    expect(errorsOf(() => parseWith(findIdBody, { mb_name: '김향기' }))).toEqual({
      mb_hp: ['휴대폰 번호나 이메일 중 하나를 입력해 주세요.'],
    });
  });
});
