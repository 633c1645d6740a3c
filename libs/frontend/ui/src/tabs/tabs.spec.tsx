import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ComponentProps, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

/** Two tabs, "One" and "Two", with their panels; the root's props (value or defaultValue) are the caller's. */
function NumberTabs(props: Omit<ComponentProps<typeof Tabs>, 'children'>) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Numbers">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
    </Tabs>
  );
}

function ControlledTabs({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('one');
  return (
    <NumberTabs
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('Tabs', () => {
  it('ties each tab to its panel (aria-controls, aria-labelledby), one panel shown, the others hidden and empty', () => {
    render(<ControlledTabs />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One' });
    const two = screen.getByRole('tab', { name: 'Two' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(two).toHaveAttribute('aria-selected', 'false');

    const shown = screen.getByRole('tabpanel', { name: 'One' });
    expect(shown).toHaveAttribute('id', one.getAttribute('aria-controls'));
    expect(shown).toHaveAttribute('aria-labelledby', one.id);
    expect(shown).toHaveAttribute('tabindex', '0');
    expect(shown).toHaveAttribute('data-state', 'active');
    expect(shown).toHaveTextContent('First panel');

    // Every trigger's aria-controls names an element, the inactive panel included (hidden, without its content).
    const other = document.getElementById(two.getAttribute('aria-controls') ?? '');
    expect(other).toHaveAttribute('role', 'tabpanel');
    expect(other).toHaveAttribute('hidden');
    expect(other).toHaveAttribute('aria-labelledby', two.id);
    expect(other).toHaveAttribute('data-state', 'inactive');
    expect(other).toBeEmptyDOMElement();
  });

  it('switches panels on click and with the arrow keys (Radix roving focus, automatic activation)', async () => {
    const onChange = jest.fn();
    render(<ControlledTabs onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Two' }));
    expect(onChange).toHaveBeenLastCalledWith('two');
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second panel');
    expect(screen.queryByText('First panel')).not.toBeInTheDocument();

    const two = screen.getByRole('tab', { name: 'Two' });
    two.focus();
    fireEvent.keyDown(two, { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('one'));
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel');
  });

  it('keeps its own value when uncontrolled (defaultValue)', () => {
    render(<NumberTabs defaultValue="two" />);
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second panel');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel');
  });

  it("never reads a panel's computed style when it mounts (no forced style recalculation in React's commit)", () => {
    const computed = jest.spyOn(window, 'getComputedStyle');
    render(<ControlledTabs />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Two' }));
    const panelsRead = computed.mock.calls.filter(([element]) => element.getAttribute('role') === 'tabpanel');
    expect(panelsRead).toEqual([]);
    computed.mockRestore();
  });
});
