// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeferredSelect } from './deferred-select';
import { Select } from './select';

const options = [
  { value: 'all', label: 'All statuses' },
  { value: 'New', label: 'New' },
  { value: 'Approved', label: 'Approved' },
] as const;

beforeAll(() => {
  // Radix's list measures and scrolls; jsdom has neither.
  Element.prototype.scrollIntoView = () => {};
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
});
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

  it('hands the key that reached for it to the real select, which mounts open', async () => {
    const onValueChange = vi.fn();
    render(
      <label>
        Status
        <DeferredSelect id="status" value="all" options={options} onValueChange={onValueChange} />
      </label>,
    );
    expect(screen.getByRole('combobox').getAttribute('aria-controls')).toBeNull();
    fireEvent.keyDown(screen.getByRole('combobox', { name: /status/i }), { key: 'Enter' });
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('true'),
    );
    const trigger = screen.getByRole('combobox', { name: /status/i });
    expect(trigger.dataset.state).toBe('open');
    expect(trigger.getAttribute('aria-controls')).toBeTruthy();
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
