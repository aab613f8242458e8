import type { Page } from 'playwright-core';

/**
 * The elements that stick out past the screen's right edge without an ancestor clipping them: what
 * widens the page when its scroll width is more than the screen's. For a failing check's message.
 */
export function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element): boolean => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      const label = element.getAttribute('aria-label');
      const name = testId ? `[data-testid=${testId}]` : label ? `[aria-label=${label}]` : '';
      const classes = typeof element.className === 'string' ? element.className.slice(0, 80) : '';
      return `${element.tagName.toLowerCase()}${name} right=${Math.round(element.getBoundingClientRect().right)} ${classes}`;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element))
      .slice(0, 8)
      .map(describe);
  });
}
