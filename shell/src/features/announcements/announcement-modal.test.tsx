import { fireEvent, render, screen } from '@testing-library/react';
import type { Settings } from '@tdx/contracts';
import { currentSettings } from '@tdx/settings';
import AnnouncementModal from './announcement-modal';

jest.mock('@tdx/settings', () => ({ currentSettings: jest.fn() }));

const hostile = { id: 'evil', title: '<img src=x onerror=alert(1)> Free BEE!', message: 'Claim <script>alert(1)</script> [click](javascript:alert(1))' };

describe('AnnouncementModal', () => {
  beforeEach(() => jest.mocked(currentSettings).mockReturnValue({ announcements: [hostile] } as unknown as Settings));

  it('shows the title and full message as text, never as HTML', () => {
    render(<AnnouncementModal onClose={jest.fn()} modalProps={{ id: 'evil' }} />);
    const dialog = screen.getByRole('dialog', { name: hostile.title });
    expect(dialog).toHaveTextContent(hostile.message);
    expect(dialog.querySelector('img, script, a')).toBeNull();
  });

  it('closes with its Close button', () => {
    const onClose = jest.fn();
    render(<AnnouncementModal onClose={onClose} modalProps={{ id: 'evil' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the announcement no longer exists', () => {
    render(<AnnouncementModal onClose={jest.fn()} modalProps={{ id: 'gone' }} />);
    expect(screen.getByRole('dialog', { name: 'Announcement' })).toHaveTextContent('This announcement is no longer available.');
  });
});
