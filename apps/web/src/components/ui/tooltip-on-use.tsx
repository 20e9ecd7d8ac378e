import { cloneElement, useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type Ref } from 'react';
import { Tooltip, getRefProp, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';

type TargetProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/** Mantine's own default: a tooltip shows on hover only. */
const hoverOnly = { hover: true, focus: false, touch: false };

/**
 * A Mantine tooltip that is set up the first time its target is used: pointed at (after the open
 * delay, as the tooltip would), touched or focused from the keyboard, by the tooltip's `events`. A
 * table of ten rows holds dozens of tooltips; each one mounted with its row costs a floating element,
 * its portal and two more renders, which held a phone's main thread while the page came. Once set up
 * it is the tooltip itself, opened. Its target is then drawn again: it gets the focus back if it had
 * it, and a press under way cancels the set-up, so no click lands on a target that went away.
 */
export function TooltipOnUse({ children, ...props }: Omit<TooltipProps, 'children' | 'opened' | 'defaultOpened' | 'disabled'> & { children: ReactElement<TargetProps> }) {
  const events = props.events ?? hoverOnly;
  const [used, setUsed] = useState(false);
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, getRefProp(children) as Ref<HTMLElement> | undefined);
  const focused = useRef(false);
  const pressed = useRef(false);
  const pointerTimer = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (used && focused.current) target.current?.focus();
  }, [used]);
  useEffect(() => () => window.clearTimeout(pointerTimer.current), []);

  if (used) {
    return (
      <Tooltip {...props} defaultOpened>
        {cloneElement(children, { ref })}
      </Tooltip>
    );
  }
  const setUp = (element: HTMLElement) => {
    focused.current = element === document.activeElement;
    setUsed(true);
  };
  const own = children.props;
  return cloneElement(children, {
    ref,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      window.clearTimeout(pointerTimer.current);
      const element = event.currentTarget;
      if (event.pointerType === 'touch') {
        if (events.touch) setUp(element);
      } else if (events.hover) {
        pointerTimer.current = window.setTimeout(() => setUp(element), props.openDelay ?? 0);
      }
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      window.clearTimeout(pointerTimer.current);
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      window.clearTimeout(pointerTimer.current);
      pressed.current = true;
    },
    onPointerUp: (event) => {
      own.onPointerUp?.(event);
      pressed.current = false;
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // Not the focus a press gives (Mantine's tooltip opens on the keyboard's focus alone).
      if (events.focus && !pressed.current) setUp(event.currentTarget);
    },
  });
}
