// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredSelect } from './deferred-select';
import { Select } from './select';

const options = [
  { value: 'all', label: 'All statuses' },
  { value: 'New', label: 'New' },
  { value: 'Approved', label: 'Approved' },
] as const;

afterEach(cleanup);

/** What the eye and the layout see of a closed trigger. */
function looks(trigger: HTMLElement) {
  return {
    tag: trigger.tagName,
    role: trigger.getAttribute('role'),
    type: trigger.getAttribute('type'),
    className: trigger.className,
    state: trigger.dataset.state,
    expanded: trigger.getAttribute('aria-expanded'),
    text: trigger.textContent,
  };
}

describe('DeferredSelect', () => {
  it('paints the same closed trigger as the Radix select it stands in for', () => {
    const { unmount } = render(
      <Select id="status" value="New" options={options} onValueChange={() => {}} />,
    );
    const radix = looks(screen.getByRole('combobox'));
    unmount();
    render(<DeferredSelect id="status" value="New" options={options} onValueChange={() => {}} />);
    expect(looks(screen.getByRole('combobox'))).toEqual(radix);
    expect(radix.text).toBe('New');
  });
});
