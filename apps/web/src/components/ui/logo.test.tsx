import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import markFile from '../../../public/rumbo-mark.svg?raw';
import { Logo } from './logo';

/** Each shape of an SVG with the attributes that draw it, in order. */
function shapes(svg: Element) {
  return [...svg.children].map((shape) => [shape.tagName.toLowerCase(), ...['d', 'x', 'y', 'cx', 'cy', 'r', 'rx', 'width', 'height', 'fill', 'stroke', 'stroke-width'].map((name) => shape.getAttribute(name))]);
}

describe('Logo', () => {
  it('draws the same mark as the pages’ icon (public/rumbo-mark.svg)', () => {
    const file = new DOMParser().parseFromString(markFile, 'image/svg+xml').documentElement;
    const { container } = render(
      <MantineProvider>
        <Logo size={28} />
      </MantineProvider>,
    );
    const drawn = container.querySelector('svg')!;
    expect(drawn.getAttribute('viewBox')).toBe(file.getAttribute('viewBox'));
    expect(shapes(drawn)).toEqual(shapes(file));
    // Beside the word it names, the mark is not read out.
    expect(drawn.getAttribute('aria-hidden')).toBe('true');
  });
});
