import { act, render, screen } from '@testing-library/react';
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner';

function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says the site is offline in a polite status while the connection is gone, and nothing once it is back', () => {
    render(<OfflineBanner />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    goOnline(false);
    expect(status).toHaveTextContent(OFFLINE_TEXT);
    goOnline(true);
    expect(status).toBeEmptyDOMElement();
  });

  it('shows at once on a page opened without a connection', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });
});
