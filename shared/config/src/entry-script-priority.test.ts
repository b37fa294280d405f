import HtmlWebpackPlugin from 'html-webpack-plugin';
import { EntryScriptPriorityPlugin } from './entry-script-priority';
import { buildWithPlugins } from './testing/plugin-build';

const page = new HtmlWebpackPlugin({ templateContent: '<html><head></head><body></body></html>' });

describe('EntryScriptPriorityPlugin', () => {
  it("asks for the page's deferred scripts at high priority", async () => {
    const [without] = await buildWithPlugins([page], ['index.html']);
    expect(without).toContain('<script defer src="main.js"></script>');
    const [withPriority] = await buildWithPlugins([page, new EntryScriptPriorityPlugin()], ['index.html']);
    expect(withPriority).toContain('<script defer src="main.js" fetchpriority="high"></script>');
  });
});
