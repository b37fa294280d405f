import { listenForFailedLoads } from './failed-loads';

describe('listenForFailedLoads', () => {
  it('reports scripts and stylesheets that fail to load, not other errors', () => {
    const onFailure = jest.fn();
    const stop = listenForFailedLoads(onFailure);
    const script = document.createElement('script');
    script.src = 'http://localhost:3106/432.6d89be24.js';
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = 'http://localhost:3000/main.css';
    const image = document.createElement('img');
    document.head.append(script, sheet);
    document.body.append(image);
    [script, sheet, image].forEach((element) => element.dispatchEvent(new Event('error')));
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    expect(onFailure.mock.calls).toEqual([['http://localhost:3106/432.6d89be24.js'], ['http://localhost:3000/main.css']]);
    stop();
    script.dispatchEvent(new Event('error'));
    expect(onFailure).toHaveBeenCalledTimes(2);
  });
});
