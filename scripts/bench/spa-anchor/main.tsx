// The anchor of the `lighthouse` benchmark: a bare Vite + React 19 app with one screen of text,
// built with the project's Vite and served like the product, so its figures are the floor.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto' }}>
      <h1>Track and win your account-health cases</h1>
      <p>A minimal React single-page app, the floor every page of CasePilot is compared with.</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
