import { lazy, type ComponentProps, type ComponentType, type JSX } from 'react';

/**
 * `React.lazy` for a part that renders MUI components: the part's code and the theme (MUI's theme
 * provider and emotion, `theme-root.tsx`) load together on its first render, and the part renders
 * inside its own `ThemeRoot`. What the first paint shows is styled by static stylesheets, so MUI and
 * emotion load with the first such part instead of with the page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's: any component
export function lazyThemed<Part extends ComponentType<any>>(load: () => Promise<{ default: Part }>) {
  return lazy(async () => {
    const [{ ThemeRoot }, { default: Component }] = await Promise.all([import('./theme-root'), load()]);
    const Loaded = Component as ComponentType<ComponentProps<Part>>;
    function Themed(props: ComponentProps<Part> & JSX.IntrinsicAttributes) {
      return (
        <ThemeRoot>
          <Loaded {...props} />
        </ThemeRoot>
      );
    }
    Themed.displayName = `Themed(${Component.displayName ?? Component.name})`;
    return { default: Themed };
  });
}
