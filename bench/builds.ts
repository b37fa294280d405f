/** The two built checkouts a comparison bench is given (`before=<dir> after=<dir>`). */
import path from 'node:path';

export interface Build {
  label: string;
  root: string;
}

export function buildsFrom(args: string[]): Build[] {
  const builds = args.map((arg) => {
    const [label, dir] = arg.split('=');
    if (!label || !dir) throw new Error(`expected label=directory, got "${arg}"`);
    return { label, root: path.resolve(dir) };
  });
  if (builds.length !== 2) throw new Error('give two builds: before=<dir> after=<dir>');
  return builds;
}
