import { ApiError } from '@tdx/api';
import { leavePage, type AppEvent } from '@tdx/contracts';
import { on } from '@tdx/event-bus';
import { user$ } from '@tdx/session';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { savedSettings } from '../model/saved-settings.fixture';
import { AdminSettingsPage } from './admin-settings-page';

jest.mock('../api/settings-api', () => ({ loadSettings: jest.fn(), saveSettings: jest.fn() }));
jest.mock('../api/token-exists', () => ({ tokenExists: jest.fn() }));
const { loadSettings, saveSettings } = jest.requireMock<Record<string, jest.Mock>>('../api/settings-api');
const { tokenExists } = jest.requireMock<Record<string, jest.Mock>>('../api/token-exists');

jest.setTimeout(30_000);

const region = (name: string) => screen.getByRole('region', { name });

function collectEvents(): AppEvent[] {
  const events: AppEvent[] = [];
  const subscription = on('notify').subscribe((event) => events.push(event));
  afterEach(() => subscription.unsubscribe());
  return events;
}

async function renderAsAdmin() {
  act(() => user$.next({ username: 'alice', scope: ['admin'] }));
  render(<AdminSettingsPage />);
  await screen.findByRole('region', { name: 'Announcements' });
}

beforeEach(() => {
  jest.clearAllMocks();
  loadSettings.mockResolvedValue(savedSettings());
  saveSettings.mockImplementation(async (patch: object) => savedSettings(patch));
  tokenExists.mockResolvedValue(true);
});
afterEach(() => act(() => user$.next(null)));

describe('AdminSettingsPage access', () => {
  it('refuses a signed-in user without the admin scope and loads nothing', () => {
    act(() => user$.next({ username: 'bob', scope: [] }));
    render(<AdminSettingsPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('The account bob is not an administrator');
    expect(loadSettings).not.toHaveBeenCalled();
  });

  it('asks an anonymous visitor to log in', () => {
    render(<AdminSettingsPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Log in with an administrator account');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded and retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadSettings.mockRejectedValueOnce(new ApiError(503, 'Service Unavailable', {}));
    act(() => user$.next({ username: 'alice', scope: ['admin'] }));
    render(<AdminSettingsPage />);
    expect(await screen.findByText('The settings API failed (503 Service Unavailable). Try again in a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Announcements' })).toBeInTheDocument();
  });
});

describe('AdminSettingsPage maintenance', () => {
  it('asks before switching maintenance on, and sends nothing when cancelled', async () => {
    await renderAsAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance on' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn maintenance mode on?' });
    expect(dialog).toHaveTextContent('sends visitors to the maintenance page');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it('switches maintenance on after confirmation, then off without asking', async () => {
    await renderAsAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance on' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Turn maintenance on' }));
    expect(saveSettings).toHaveBeenLastCalledWith({ maintenance: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(region('Maintenance mode')).findByText(/Maintenance mode is on/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance off' }));
    expect(saveSettings).toHaveBeenLastCalledWith({ maintenance: false });
    expect(await within(region('Maintenance mode')).findByText(/Maintenance mode is off/)).toBeInTheDocument();
  });
});

describe('AdminSettingsPage form', () => {
  const notifications = collectEvents();

  it('refuses a symbol breaking the tokens contract rule next to its field and adds a valid one', async () => {
    await renderAsAdmin();
    const disabled = region('Disabled tokens');
    const field = within(disabled).getByLabelText('Add a disabled token');
    await userEvent.type(field, 'rug pull{Enter}');
    expect(within(disabled).getByText(/Use 1–10 upper-case letters/)).toBeInTheDocument();
    expect(field).toHaveValue('rug pull');
    await userEvent.clear(field);
    await userEvent.type(field, 'RUGPULL');
    await userEvent.click(within(disabled).getByRole('button', { name: 'Add' }));
    expect(within(disabled).getByText('RUGPULL')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes: disabled tokens')).toBeInTheDocument();
  });

  it('warns when an added symbol does not exist on the chain', async () => {
    tokenExists.mockResolvedValue(false);
    await renderAsAdmin();
    const deprecated = region('Deprecated tokens');
    await userEvent.type(within(deprecated).getByLabelText('Add a deprecated token'), 'NOSUCH{Enter}');
    expect(await within(deprecated).findByText('not found on the chain: check the symbol')).toBeInTheDocument();
    expect(tokenExists).toHaveBeenCalledWith('NOSUCH');
  });

  it('sends nothing while a field is invalid', async () => {
    await renderAsAdmin();
    const id = screen.getByLabelText('Sidechain id');
    await userEvent.clear(id);
    await userEvent.type(id, 'mainnet');
    expect(screen.getByText('The sidechain id starts with "ssc-", e.g. ssc-mainnet-hive')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('Fix the marked fields before saving. Nothing was sent.')).toBeInTheDocument();
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it('refuses a node address that is not http(s)', async () => {
    await renderAsAdmin();
    const nodes = region('Sidechain nodes');
    await userEvent.type(within(nodes).getByLabelText('Add a node address'), 'ftp://node.example{Enter}');
    expect(within(nodes).getByText(/Enter a full http:\/\/ or https:\/\/ address/)).toBeInTheDocument();
    expect(within(nodes).queryByText('ftp://node.example')).not.toBeInTheDocument();
  });

  it('saves only the changed keys, reorders nodes, and toasts success', async () => {
    await renderAsAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Move https://node-b.example/rpc up' }));
    await userEvent.click(within(region('Deprecated tokens')).getByRole('button', { name: 'Remove OLDCOIN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(saveSettings).toHaveBeenCalledWith({ deprecated_tokens: [], nodes: ['https://node-b.example/rpc', 'https://node-a.example/rpc'] });
    expect(await screen.findByText('No unsaved changes')).toBeInTheDocument();
    expect(notifications).toContainEqual(expect.objectContaining({ variant: 'success', title: 'Settings saved' }));
  });

  it('adds, edits and removes announcements, rendering hostile text as text', async () => {
    await renderAsAdmin();
    const announcements = region('Announcements');
    await userEvent.click(within(announcements).getByRole('button', { name: 'Add announcement' }));
    let dialog = screen.getByRole('dialog', { name: 'New announcement' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Enter a title')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Title'), '<img src=x onerror=alert(1)>');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Free <b>BEE</b>');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(announcements).getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(announcements.querySelector('img, b')).toBeNull();

    await userEvent.click(within(announcements).getByRole('button', { name: 'Edit announcement Welcome' }));
    dialog = screen.getByRole('dialog', { name: 'Edit announcement' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Welcome');
    await userEvent.type(within(dialog).getByLabelText('Title'), ' back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await userEvent.click(within(announcements).getByRole('button', { name: 'Remove announcement <img src=x onerror=alert(1)>' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(saveSettings).toHaveBeenCalledWith({ announcements: [{ id: 'welcome', title: 'Welcome back', message: 'Hello traders' }] });
  });

  it('keeps the form as typed when the API refuses the save, and says why', async () => {
    saveSettings.mockRejectedValue(new ApiError(403, 'Admin scope required', {}));
    await renderAsAdmin();
    await userEvent.type(within(region('Disabled tokens')).getByLabelText('Add a disabled token'), 'RUGPULL{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Not saved: this account is not an administrator.')).toBeInTheDocument();
    expect(within(region('Disabled tokens')).getByText('RUGPULL')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes: disabled tokens')).toBeInTheDocument();
  });

  it('offers to log in again when the session expired', async () => {
    saveSettings.mockRejectedValue(new ApiError(401, 'Token has expired', {}));
    await renderAsAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Move https://node-b.example/rpc up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Not saved: your session has expired. Log in again, then save.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in again' })).toBeInTheDocument();
  });

  it('asks before a link takes the admin away from unsaved changes', async () => {
    await renderAsAdmin();
    const link = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/wallet', textContent: 'Wallet' }));
    const followed = jest.fn((event: MouseEvent) => event.preventDefault());
    link.addEventListener('click', followed);
    await userEvent.click(link);
    expect(followed).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Move https://node-b.example/rpc up' }));
    await userEvent.click(link);
    expect(followed).toHaveBeenCalledTimes(1);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(followed).toHaveBeenCalledTimes(2));
    link.remove();
  });

  it('asks before Logout (or any leave through leavePage) discards unsaved changes', async () => {
    await renderAsAdmin();
    const logOut = jest.fn();
    leavePage(logOut);
    expect(logOut).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Move https://node-b.example/rpc up' }));
    act(() => leavePage(logOut));
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(logOut).toHaveBeenCalledTimes(1);

    act(() => leavePage(logOut));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(logOut).toHaveBeenCalledTimes(2));
  });

  it('asks when the browser goes Back from unsaved changes, and stays on the page', async () => {
    window.history.pushState(null, '', '/admin');
    await renderAsAdmin();
    await userEvent.click(screen.getByRole('button', { name: 'Move https://node-b.example/rpc up' }));
    act(() => window.history.back());
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/Unsaved changes/)).toBeInTheDocument();
  });
});
