import { fireEvent, render, screen } from '@testing-library/react';
import { DropdownMenu } from './dropdown-menu';

function renderMenu() {
  const copy = jest.fn();
  const remove = jest.fn();
  render(
    <DropdownMenu
      label="Post options"
      trigger="…"
      items={[
        { label: 'Copy link', onSelect: copy },
        { label: 'Delete post', onSelect: remove, destructive: true },
      ]}
    />,
  );
  return { copy, remove, trigger: screen.getByRole('button', { name: 'Post options' }) };
}

describe('DropdownMenu', () => {
  it('opens from the trigger, focuses the first item and runs the chosen item', () => {
    const { copy, trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Post options' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(copy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('moves with the arrow keys (wrapping), Home and End, and closes on Escape', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'ArrowUp' });
    const menu = screen.getByRole('menu');
    const [copy, remove] = screen.getAllByRole('menuitem');
    expect(remove).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(copy).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(remove).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(copy).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    expect(remove).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
