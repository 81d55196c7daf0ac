import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const base = {
  title: 'Delete story',
  text: 'This cannot be undone.',
  cancelLabel: 'Cancel',
  confirmLabel: 'Delete',
  onCancel: () => undefined,
  onConfirm: () => Promise.resolve(true),
};

describe('ConfirmDialog', () => {
  it('names the dialog, asks, and focuses Cancel first', () => {
    const html = renderToStaticMarkup(
      <ConfirmDialog {...base} isOpen question="Delete “Draft”?" isCentered />,
    );
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-label="Delete story"');
    expect(html).toContain('Delete “Draft”?');
    expect(html).toContain('This cannot be undone.');
    expect(html).toMatch(/<button[^>]*data-autofocus="true"[^>]*>Cancel<\/button>/);
    expect(html).toMatch(/<button[^>]*>Delete<\/button>/);
  });

  it('shows no question line when there is none, and nothing while closed', () => {
    const html = renderToStaticMarkup(<ConfirmDialog {...base} isOpen />);
    expect(html.match(/<p[ >]/g)).toHaveLength(1);
    expect(renderToStaticMarkup(<ConfirmDialog {...base} isOpen={false} />)).toBe('');
  });
});
