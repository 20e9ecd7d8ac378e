import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Link, navigate, NavLink, usePathname, wholePageLoad } from './navigation';

function Address() {
  return <output aria-label="address">{usePathname()}</output>;
}

function Bar() {
  return (
    <nav>
      <NavLink to="/app" end>
        Inicio
      </NavLink>
      <NavLink to="/app/rides">Mis viajes</NavLink>
      <Link to="/home">Portal</Link>
      <Address />
    </nav>
  );
}

let pageLoads: { open: MockInstance<(url: string) => void>; replace: MockInstance<(url: string) => void> };

beforeEach(() => {
  window.history.replaceState(null, '', '/app');
  // jsdom loads no page: what the browser would load whole is only recorded.
  pageLoads = { open: vi.spyOn(wholePageLoad, 'open').mockImplementation(() => {}), replace: vi.spyOn(wholePageLoad, 'replace').mockImplementation(() => {}) };
});
afterEach(() => vi.restoreAllMocks());

describe('the riders’ app’s navigation', () => {
  it('follows a link inside the app in place, in the history, and marks the page shown', () => {
    render(<Bar />);
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    const before = window.history.length;

    fireEvent.click(screen.getByRole('link', { name: 'Mis viajes' }));

    expect(window.location.pathname).toBe('/app/rides');
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/app/rides');
    expect(screen.getByRole('link', { name: 'Mis viajes' })).toHaveAttribute('aria-current', 'page');
    // The home's link is current only on the home itself (`end`).
    expect(screen.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    expect(pageLoads.open).not.toHaveBeenCalled();
  });

  it('marks a section’s link on a page below it', () => {
    window.history.replaceState(null, '', '/app/rides/');
    render(<Bar />);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/app\/rides$/);
    expect(screen.getByRole('link', { name: 'Mis viajes' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves to the browser a click meant for another tab, and a link out of the app', () => {
    render(<Bar />);
    // Whether the app left the click to the browser, read as it reaches the window; jsdom then loads nothing.
    const leftToBrowser: boolean[] = [];
    const watch = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', watch);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'Mis viajes' }), { ctrlKey: true });
      const portal = screen.getByRole('link', { name: 'Portal' });
      expect(portal).toHaveAttribute('href', '/home');
      fireEvent.click(portal);
    } finally {
      window.removeEventListener('click', watch);
    }
    expect(leftToBrowser).toEqual([true, true]);
    expect(window.location.pathname).toBe('/app');
  });

  it('loads a page out of the app whole, and follows the browser’s back button', () => {
    render(<Address />);
    navigate('/login', { replace: true });
    expect(pageLoads.replace).toHaveBeenCalledWith('/login');

    act(() => navigate('/app/search'));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/app/search');
    window.history.replaceState(null, '', '/app/notices');
    fireEvent.popState(window);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/app/notices');
  });
});
