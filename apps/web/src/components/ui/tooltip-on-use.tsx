import { cloneElement, useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type Ref } from 'react';
import { Tooltip, type TooltipProps } from '@mantine/core';

type Target = ReactElement<{
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}>;

/**
 * A Mantine tooltip that is set up the first time its target is used: pointed at (after the open
 * delay, as the tooltip would), touched or focused, by the tooltip's `events`. A table of ten rows
 * holds dozens of tooltips; each one mounted with its row costs a floating element, its portal and two
 * more renders, which held a phone's main thread while the page came. Once set up it is the tooltip
 * itself, opened; the target is drawn again, so a focused one is focused anew.
 */
export function TooltipOnUse({ children, ...props }: Omit<TooltipProps, 'children'> & { children: Target }) {
  const events = { hover: true, focus: false, touch: false, ...props.events };
  const [use, setUse] = useState<'pointer' | 'focus' | null>(null);
  const target = useRef<HTMLElement>(null);
  const pointerTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (use === 'focus') target.current?.focus();
  }, [use]);
  useEffect(() => () => window.clearTimeout(pointerTimer.current), []);

  if (use) {
    return (
      <Tooltip {...props} defaultOpened>
        {cloneElement(children, { ref: target })}
      </Tooltip>
    );
  }
  return cloneElement(children, {
    onPointerEnter: (event) => {
      if (event.pointerType === 'touch') {
        if (events.touch) setUse('pointer');
        return;
      }
      if (!events.hover) return;
      window.clearTimeout(pointerTimer.current);
      pointerTimer.current = window.setTimeout(() => setUse('pointer'), props.openDelay ?? 0);
    },
    onPointerLeave: () => window.clearTimeout(pointerTimer.current),
    onFocus: events.focus ? () => setUse('focus') : undefined,
  });
}
