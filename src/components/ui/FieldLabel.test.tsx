// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldLabel } from './FieldLabel';

afterEach(cleanup);

describe('FieldLabel', () => {
  it('marks a required field with an asterisk and an accessible (필수) text', () => {
    render(
      <>
        <FieldLabel htmlFor="email" required>
          이메일
        </FieldLabel>
        <input id="email" />
      </>,
    );
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('textbox', { name: '이메일 (필수)' })).toBeDefined();
  });

  it('shows no asterisk on an optional field', () => {
    render(
      <>
        <FieldLabel htmlFor="memo">메모</FieldLabel>
        <input id="memo" />
      </>,
    );
    expect(screen.queryByText('*')).toBeNull();
    expect(screen.getByLabelText('메모')).toBeDefined();
  });

  it('reads the translated required label when one is given', () => {
    render(
      <>
        <FieldLabel htmlFor="name" required requiredLabel="required">
          Name
        </FieldLabel>
        <input id="name" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name (required)' })).toBeDefined();
  });
});
