import { describe, expect, it } from 'vitest';
import { allIcons } from './icons';

describe('the icon set', () => {
  it('holds the icons the portal needs', () => {
    const needed = [
      'activity',
      'calendar',
      'moon',
      'clock',
      'user',
      'file',
      'building',
      'euro',
      'car',
      'bell',
      'check',
      'x',
      'close',
      'alert-triangle',
      'info',
      'check-circle',
      'x-circle',
      'upload',
      'download',
      'trash',
      'pencil',
      'plus',
      'chevron-left',
      'chevron-right',
      'chevron-down',
      'chevron-up',
      'menu',
      'log-out',
      'settings',
      'home',
      'briefcase',
      'file-text',
      'star',
      'help-circle',
      'search',
      'eye',
      'eye-off',
    ];
    const names = new Set(allIcons.map((icon) => icon.name));
    expect(needed.filter((name) => !names.has(name))).toEqual([]);
  });
});
