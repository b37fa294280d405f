import { act, render, screen } from '@testing-library/react';
import type { Settings } from '@tdx/contracts';
import { settings$, settingsSettled$ } from '@tdx/settings';
import { SETTINGS_PROBLEM_TEXT, SettingsProblemBanner } from './settings-problem-banner';

describe('SettingsProblemBanner', () => {
  it('says the settings could not be read once the read has failed, and goes when a read succeeds', () => {
    render(<SettingsProblemBanner />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => settingsSettled$.next(true));
    expect(status).toHaveTextContent(SETTINGS_PROBLEM_TEXT);
    act(() => settings$.next({ maintenance: false } as Settings));
    expect(status).toBeEmptyDOMElement();
  });
});
