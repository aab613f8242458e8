import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useTypedBeforeLive } from './use-typed-before-live';

/** A form like the sign-up form: text fields and a box to tick, all held in React state. */
function Form({ onSend }: { onSend: (sent: string) => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeLive(formRef, (typed) => {
    if (typeof typed.name === 'string') setName(typed.name);
    if (typeof typed.email === 'string') setEmail(typed.email);
    if (typed.agreed === true) setAgreed(true);
  });
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(`${name} <${email}> ${agreed ? 'agreed' : 'did not agree'}`);
      }}
    >
      <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
      <input id="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input
        id="agreed"
        type="checkbox"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('keeps what was typed into the pre-rendered form before React took it over, and sends it', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Form onSend={() => undefined} />);
  // The visitor types and ticks while the page is only HTML.
  const field = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;
  field('name').value = 'Ada';
  field('email').value = 'ada@example.com';
  field('agreed').checked = true;

  const sent: string[] = [];
  // React's act() environment flag, so the hydration and its effects are flushed inside act.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = await act(async () => hydrateRoot(container, <Form onSend={(text) => sent.push(text)} />));
  expect(field('name').value).toBe('Ada');
  expect(field('email').value).toBe('ada@example.com');
  expect(field('agreed').checked).toBe(true);
  await act(async () => container.querySelector('button')!.click());
  expect(sent).toEqual(['Ada <ada@example.com> agreed']);
  await act(async () => root.unmount());
});

it('adopts nothing from a form drawn empty', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Form onSend={() => undefined} />);
  const sent: string[] = [];
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = await act(async () => hydrateRoot(container, <Form onSend={(text) => sent.push(text)} />));
  await act(async () => container.querySelector('button')!.click());
  expect(sent).toEqual([' <> did not agree']);
  await act(async () => root.unmount());
});
