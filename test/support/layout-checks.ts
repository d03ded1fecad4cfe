/**
 * What a person sees wrong on a table, checked in the page (the light DOM and every shadow root):
 * an element that sticks out of the window (one on its way, animated, aside) or is cut off by its
 * box, a page that scrolls past its content, text under 11 px, a word broken across two lines, text
 * cut short with an ellipsis, a hand card with less than 32 px to tap as the hand lies, no move
 * history, and at the game's end a verdict or a button out of view or covered. `LAYOUT_CHECKS` is
 * plain JavaScript for `page.addInitScript`: it defines `window.__layoutProblems(end)`, which
 * returns each problem once, in words, naming the element, `window.__moving(el)`: whether an
 * element is on its way (animated, on itself or a box it is in), and `window.__handTaps`: how many
 * times a hand lay still to be judged, and the least width to tap of its cards (the part of each
 * not covered by another card of the hand, hit-tested across it).
 */
export const LAYOUT_CHECKS = String.raw`(() => {
  const parentOf = (el) => el.parentElement || (el.getRootNode() && el.getRootNode().host) || null;
  const nameOf = (el) => {
    const root = el.getRootNode();
    const host = root && root.host ? root.host.localName + ' > ' : '';
    const id = el.getAttribute('part') || el.getAttribute('class') || '';
    const text = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return host + el.localName + (id ? '[' + id.slice(0, 40) + ']' : '') + (text ? ' "' + text + '"' : '');
  };
  const everything = () => {
    const out = [];
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        out.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return out;
  };
  /** Inside a closed details element (and not its summary): not on screen. */
  const folded = (el) => {
    for (let c = el, p = parentOf(el); p; c = p, p = parentOf(p)) {
      if (p.localName === 'details' && !p.open && c.localName !== 'summary') return true;
    }
    return false;
  };
  const shown = (el, cs) => {
    if (cs.display === 'none' || cs.visibility === 'hidden' || cs.contentVisibility === 'hidden' || folded(el)) return false;
    for (let p = el; p; p = parentOf(p)) if (Number(getComputedStyle(p).opacity) === 0) return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  };
  /** Visually hidden for screen readers (clipped to nothing), or inside such an element. */
  const screenReaderOnly = (el) => {
    for (let p = el; p; p = parentOf(p)) {
      const cs = getComputedStyle(p);
      const r = p.getBoundingClientRect();
      if ((cs.clipPath && cs.clipPath.includes('inset(50%')) || (cs.position === 'absolute' && r.width <= 1 && r.height <= 1)) return true;
    }
    return false;
  };
  /** The nearest ancestor that clips horizontally, or null. */
  const clipper = (el) => {
    for (let p = parentOf(el); p; p = parentOf(p)) if (getComputedStyle(p).overflowX !== 'visible') return p;
    return null;
  };
  /** On its way (a card drawn or played travels there): it or a box it is in has a running animation. */
  const moving = (el) => {
    for (let p = el; p; p = parentOf(p)) if (p.getAnimations().some((a) => a.playState === 'running')) return true;
    return false;
  };
  window.__moving = moving;
  const ownText = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
  /** The innermost element at a point, through shadow roots. */
  const deepAt = (x, y) => {
    let hit = document.elementFromPoint(x, y);
    while (hit && hit.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit;
  };
  const within = (outer, hit) => {
    for (let p = hit; p; p = p.assignedSlot || parentOf(p)) if (p === outer) return true;
    return false;
  };

  /** The hands judged so far (lying still, with a card to judge) and the least tap width of their cards, in px. */
  window.__handTaps = { judged: 0, least: null };
  window.__layoutProblems = (end) => {
    const problems = [];
    const say = (p) => problems.includes(p) || problems.push(p);
    const vw = document.documentElement.clientWidth;
    const vh = innerHeight;
    const all = everything();
    for (const el of all) {
      const cs = getComputedStyle(el);
      if (!shown(el, cs) || screenReaderOnly(el)) continue;
      const r = el.getBoundingClientRect();
      const clip = clipper(el);
      const box = clip ? clip.getBoundingClientRect() : null;
      // Out of the window (and not inside a box that clips it to the window, nor on its way there).
      if ((r.right > vw + 1 || r.left < -1) && !(box && box.right <= vw + 1 && box.left >= -1) && !moving(el)) say('sticks out of the window: ' + nameOf(el) + ' (' + Math.round(r.left) + ' to ' + Math.round(r.right) + ' px)');
      const text = ownText(el);
      if (!text) continue;
      if (parseFloat(cs.fontSize) < 10.95) say('text under 11 px (' + cs.fontSize + '): ' + nameOf(el));
      // A line that fades out at its edge says that it goes on: it is no text cut off.
      if (cs.maskImage !== 'none' && cs.maskImage !== '') continue;
      if (cs.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) say('text cut short with an ellipsis: ' + nameOf(el));
      else if (cs.overflowX !== 'visible' && cs.overflowX !== 'auto' && cs.overflowX !== 'scroll' && el.scrollWidth > el.clientWidth + 1) say('text cut off by its box: ' + nameOf(el));
      else if (box && getComputedStyle(clip).overflowX !== 'auto' && getComputedStyle(clip).overflowX !== 'scroll' && getComputedStyle(clip).maskImage === 'none' && (r.right > box.right + 1 || r.left < box.left - 1)) say('text cut off by ' + nameOf(clip) + ': ' + nameOf(el));
      // A word broken across lines (not at a hyphen or a dash).
      for (const node of el.childNodes) {
        if (node.nodeType !== 3) continue;
        const s = node.textContent;
        const words = /[^\s\-–—\/·]{2,}/g;
        for (let m = words.exec(s); m; m = words.exec(s)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = [...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top));
          if (new Set(tops.map((t) => Math.round(t / 3))).size > 1 && Math.max(...tops) - Math.min(...tops) > 3) say('a word broken across lines ("' + m[0] + '"): ' + nameOf(el));
        }
      }
    }
    // Hand cards: at least 32 px of each can be tapped as the hand lies, not covered by the next
    // card (during play: at the end the end panel may lie over a hand nobody plays any more).
    const tables = all.filter((e) => e.localName.endsWith('-table') && e.shadowRoot);
    for (const t of end ? [] : tables) {
      const cards = [...t.shadowRoot.querySelectorAll('[data-hand-card]')];
      const hand = t.shadowRoot.querySelector('pt-hand');
      if (hand && hand.shadowRoot) cards.push(...hand.shadowRoot.querySelectorAll('pt-card'));
      // Cards still travelling (dealt, drawn, played) or sliding to their new places lie where they
      // will not stay: judged once still.
      const moving = (c) => {
        if (c.getAnimations({ subtree: true }).some((a) => a.playState === 'running')) return true;
        for (let p = parentOf(c); p && p !== t; p = parentOf(p)) if (p.getAnimations().some((a) => a.playState === 'running')) return true;
        return false;
      };
      if (cards.some(moving)) continue;
      // The card on top at a point, of this hand's cards (a panel or a large card lying over the
      // hand for a moment is no card covering another).
      const topCard = (c, x, y) => {
        for (const hit of c.getRootNode().elementsFromPoint(x, y)) {
          const card = cards.find((k) => within(k, hit));
          if (card) return card;
        }
        return null;
      };
      let judged = false;
      for (const c of cards) {
        if (c.getAttribute('aria-hidden') === 'true' || (c.getAttribute('part') || '').includes('spacer') || (c.getAttribute('class') || '').includes('spacer')) continue;
        const r = c.getBoundingClientRect();
        if (r.width === 0 || r.bottom < 0 || r.top > vh || r.right < 0 || r.left > vw) continue;
        const y = Math.min(vh - 1, Math.max(0, r.top + Math.min(r.height / 2, 20)));
        let free = 0;
        for (let x = Math.max(0, Math.ceil(r.left)); x < Math.min(vw, r.right); x++) if (topCard(c, x + 0.5, y) === c) free++;
        judged = true;
        window.__handTaps.least = Math.min(window.__handTaps.least === null ? free : window.__handTaps.least, free);
        if (free < 32) say('a hand card with ' + free + ' px to tap (under 32): ' + nameOf(c));
      }
      if (judged) window.__handTaps.judged++;
    }
    // The page scrolls no further than what it shows: nothing hidden (words for screen readers placed
    // outside the box they belong to) lies beyond it.
    const body = document.body.getBoundingClientRect();
    const bottom = Math.ceil(body.bottom + scrollY + parseFloat(getComputedStyle(document.body).marginBottom));
    const past = document.documentElement.scrollHeight - Math.max(bottom, vh);
    if (past > 2) say('the page scrolls ' + past + ' px past its content');
    if (document.documentElement.scrollWidth > vw + 1) say('the page scrolls sideways (' + document.documentElement.scrollWidth + ' px wide)');
    // A move history beside every table.
    const widget = document.querySelector('peer-table');
    if (tables.length > 0 && widget && widget.shadowRoot && !widget.shadowRoot.querySelector('pt-history')) say('no move history');
    // At the end: the verdict and every button of the end panel in view and not covered.
    if (end && widget && widget.shadowRoot) {
      const panel = widget.shadowRoot.querySelector('[part=end]');
      if (!panel) say('no end-of-game panel');
      for (const el of panel ? panel.querySelectorAll('[part=verdict], button') : []) {
        const r = el.getBoundingClientRect();
        if (r.top < 0 || r.bottom > vh + 1 || r.left < 0 || r.right > vw + 1) say('out of view at the end: ' + nameOf(el));
        else if (!within(el, deepAt(r.left + r.width / 2, r.top + r.height / 2))) say('covered at the end: ' + nameOf(el) + ' (under ' + nameOf(deepAt(r.left + r.width / 2, r.top + r.height / 2)) + ')');
      }
    }
    return problems;
  };
})();`;
