import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

interface TabListProps<Id extends string> {
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect(id: Id): void;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

export const tabId = (id: string) => `tab-${id}`;
export const panelId = (id: string) => `panel-${id}`;

/**
 * WAI-ARIA tabs: one tab stop for the row, arrow keys (and Home/End) move between tabs and
 * select them. The panel uses panelId/tabId to point back at its tab.
 */
export function TabList<Id extends string>({ label, tabs, selected, onSelect }: TabListProps<Id>) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const step = STEP[event.key];
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : step === undefined
            ? undefined
            : (current + step + tabs.length) % tabs.length;
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map(({ id, label: text }) => (
        <button
          key={id}
          ref={(node) => {
            if (node) buttons.current.set(id, node);
            else buttons.current.delete(id);
          }}
          type="button"
          role="tab"
          id={tabId(id)}
          aria-selected={selected === id}
          aria-controls={panelId(id)}
          tabIndex={selected === id ? 0 : -1}
          className="tab"
          onClick={() => onSelect(id)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
